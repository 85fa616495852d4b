import type { ErrorCode, MessageVariant } from '../errors.js';

export const pt: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'A solicitação é inválida: {detail}',
  invalid_document_id: 'documentId está ausente ou não é o uuid de um documento.',
  UNAUTHORIZED: 'A autenticação está ausente, é inválida, expirou ou foi revogada.',
  quota_exceeded: 'Não restam créditos de {type} para esta conta.',
  FORBIDDEN: 'Esta credencial não pode ser usada para esta solicitação.',
  NOT_FOUND: 'O recurso não existe.',
  PAYLOAD_TOO_LARGE: 'O corpo da solicitação excede {limit} bytes.',
  TEMPLATE_ERROR: 'Não foi possível renderizar o modelo: {detail}',
  RENDER_LIMIT_EXCEEDED: 'O documento renderizado excede um limite: {detail}',
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
};

export const ptVariants: Record<MessageVariant, string> = {
  'FORBIDDEN.origin': "Uma escrita autenticada por cookie deve vir da origem do painel ({origin}): envie um cabeçalho Origin (ou Referer) com esse valor, ou use um token de API.",
  'quota_exceeded.renews': "Não restam créditos de {type} nesta conta. A cota mensal é renovada em {renewsOn} (UTC); as recargas nunca expiram e podem ser adicionadas a qualquer momento.",
  'quota_exceeded.batch': 'O lote precisa de {required} créditos de {type}, mas restam {available}: faltam {shortfall}. Nada foi enfileirado.',
  'SERVICE_UNAVAILABLE.assistant_off': 'O assistente de IA não está configurado neste servidor (AI_PROVIDER é none).',
  'SERVICE_UNAVAILABLE.assistant_provider': 'O provedor de IA está temporariamente indisponível; nada foi cobrado. Tente novamente após {retryAfter} segundos.',
};
