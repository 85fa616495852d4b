import type { ErrorCode, MessageVariant } from '../errors.js';

export const pt: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'A solicitação é inválida: {detail}',
  invalid_document_id: 'documentId está ausente ou não é o uuid de um documento.',
  UNAUTHORIZED: 'A autenticação está ausente, é inválida, expirou ou foi revogada.',
  quota_exceeded: 'Não restam créditos de {type} para esta conta.',
  FORBIDDEN: 'Esta credencial não pode ser usada para esta solicitação.',
  NOT_FOUND: 'O recurso não existe.',
  SAMPLE_NOT_FOUND: 'O documento não tem dados de teste chamados "{name}". Os seus dados de teste: {names}.',
  PAYLOAD_TOO_LARGE: 'O corpo da solicitação excede {limit} bytes.',
  TEMPLATE_ERROR: 'Não foi possível renderizar o modelo: {detail}',
  RENDER_LIMIT_EXCEEDED: 'O documento renderizado excede um limite: {detail}',
  PARTIAL_NOT_RENDERABLE:
    'Este documento é um parcial: outros modelos incluem-no com {{> nome}} e nunca é renderizado sozinho. Gere um dos documentos que o incluem.',
  RATE_LIMIT_EXCEEDED: 'Solicitações demais. Tente novamente em {retryAfter} segundos.',
  INTERNAL_ERROR: 'Ocorreu um erro inesperado (solicitação {requestId}). É seguro tentar novamente uma vez.',
  SERVICE_UNAVAILABLE: 'O mecanismo de renderização está temporariamente indisponível. Tente novamente mais tarde.',
  storage_unavailable: 'Não foi possível armazenar o arquivo. Seu crédito foi reembolsado; é seguro tentar novamente.',
  RENDER_QUEUE_FULL: 'A fila de renderização está cheia. Tente novamente mais tarde.',
  IDEMPOTENCY_KEY_REUSED: 'A Idempotency-Key já foi usada com outra solicitação. Use uma nova chave para uma nova solicitação.',
  IDEMPOTENCY_KEY_IN_USE: 'Uma solicitação com esta Idempotency-Key ainda está em andamento. Tente novamente em {retryAfter} segundos.',
  FILE_NOT_DELETED: 'Não foi possível excluir o arquivo: o armazenamento está indisponível. Nada foi alterado; tente excluir novamente.',
  HEADERS_TOO_LARGE: 'Os cabeçalhos da solicitação são grandes demais.',
  REQUEST_TIMEOUT: 'A solicitação não foi recebida a tempo.',
  CONFLICT: 'Arquivos do pacote diferem dos arquivos da conta com o mesmo nome: {names}. Importe com ?assets=rename ou ?assets=replace.',
  EINVOICE_INVALID: 'A fatura eletrônica viola a regra {rule}: {detail} Nada foi cobrado; violations na resposta lista cada regra violada.',
  VARIABLES_INVALID:
    'As variáveis não correspondem ao esquema de variáveis do documento: {detail}. Nada foi cobrado; problems na resposta lista cada problema.',
};

export const ptVariants: Record<MessageVariant, string> = {
  'FORBIDDEN.role': 'O seu papel neste espaço de trabalho ({current}) não permite isto; é preciso o papel {role} ou superior.',
  'FORBIDDEN.last_owner': 'Um espaço de trabalho mantém sempre pelo menos um proprietário: torne outro membro proprietário primeiro.',
  'FORBIDDEN.sso_domain':
    'Início de sessão único recusado: o domínio do e-mail não é permitido neste servidor (OIDC_ALLOWED_DOMAINS). Nenhuma sessão foi criada.',
  'FORBIDDEN.sso_unverified': 'Início de sessão único recusado: o fornecedor de identidade não verificou este e-mail. Nenhuma sessão foi criada.',
  'FORBIDDEN.sso_link':
    'Início de sessão único recusado: já existe um utilizador do Quire com este e-mail, mas nada mostra que lhe pertence. Inicie sessão primeiro com a palavra-passe desse utilizador e depois escolha «Iniciar sessão com SSO» para os ligar, ou peça a um administrador. Nenhuma sessão foi criada.',
  'FORBIDDEN.sso_lookalike':
    'Início de sessão único recusado: o e-mail está escrito com caracteres que parecem outro endereço simples (por exemplo o símbolo kelvin em vez de K). Nenhuma sessão foi criada.',
  'RATE_LIMIT_EXCEEDED.previews':
    'Pré-visualizações demais: este espaço de trabalho esgotou seu orçamento de pré-visualizações ({setting}: {max}). Pré-visualizações são gratuitas, então renderizações pagas vêm primeiro. Tente novamente em {retryAfter} segundos.',
  'RATE_LIMIT_EXCEEDED.invitations':
    'Convites demais: este espaço de trabalho pode enviar {max} por hora (INVITATIONS_PER_HOUR). Tente novamente em {retryAfter} segundos.',
  'FORBIDDEN.password_off': 'O início de sessão com palavra-passe está desligado para este utilizador: entre com SSO.',
  'UNAUTHORIZED.sso': 'O início de sessão único falhou ({detail}). Nenhuma sessão foi criada; comece de novo.',
  'UNAUTHORIZED.invitation': 'O convite é inválido, expirou, já foi usado ou revogado, ou a palavra-passe não corresponde.',
  'FORBIDDEN.origin':
    'Uma escrita autenticada por cookie deve vir da origem do painel ({origin}): envie um cabeçalho Origin (ou Referer) com esse valor, ou use um token de API.',
  'quota_exceeded.renews':
    'Não restam créditos de {type} nesta conta. A cota mensal é renovada em {renewsOn} (UTC); as recargas nunca expiram e podem ser adicionadas a qualquer momento.',
  'quota_exceeded.batch': 'O lote precisa de {required} créditos de {type}, mas restam {available}: faltam {shortfall}. Nada foi enfileirado.',
  'SERVICE_UNAVAILABLE.assistant_off': 'O assistente de IA não está configurado neste servidor (AI_PROVIDER é none).',
  'SERVICE_UNAVAILABLE.assistant_provider': 'O provedor de IA está temporariamente indisponível; nada foi cobrado. Tente novamente após {retryAfter} segundos.',
  'SERVICE_UNAVAILABLE.upload': 'Não foi possível enviar o PDF para {field} ({detail}). Seu crédito foi reembolsado; é seguro tentar novamente.',
  'SERVICE_UNAVAILABLE.einvoice_rules':
    'Faturas eletrônicas no formato {format} não estão disponíveis neste servidor: suas regras de validação ({rules}) não estão instaladas em EINVOICE_RULES_DIR. Nada foi cobrado.',
  'SERVICE_UNAVAILABLE.secrets_key':
    'Os certificados de assinatura precisam de uma chave do servidor para guardar as chaves privadas criptografadas: defina SECRETS_KEY com 32 bytes aleatórios em base64 (openssl rand -base64 32) e reinicie o Quire. Nada foi cobrado.',
  'SERVICE_UNAVAILABLE.secrets_key_unknown':
    'A chave deste certificado de assinatura foi selada com uma chave do servidor que este servidor não tem: defina-a como SECRETS_KEY_PREVIOUS ou envie o certificado de novo. Nada foi cobrado.',
  'SERVICE_UNAVAILABLE.timestamp':
    'A autoridade de carimbo do tempo (TSA_URL) não devolveu um carimbo do tempo: {detail}. Seu crédito foi reembolsado; é seguro tentar de novo.',
};
