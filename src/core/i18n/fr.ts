import type { ErrorCode, MessageVariant } from '../errors.js';

export const fr: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'La requête est invalide : {detail}',
  invalid_document_id: "documentId est absent ou n'est pas l'uuid d'un document.",
  UNAUTHORIZED: "L'authentification est absente, invalide, expirée ou révoquée.",
  quota_exceeded: 'Il ne reste aucun crédit {type} pour ce compte.',
  FORBIDDEN: 'Cet identifiant ne peut pas être utilisé pour cette requête.',
  NOT_FOUND: "La ressource n'existe pas.",
  SAMPLE_NOT_FOUND: "Le document n'a pas de jeu de données de test nommé « {name} ». Ses jeux de données : {names}.",
  PAYLOAD_TOO_LARGE: 'Le corps de la requête dépasse {limit} octets.',
  TEMPLATE_ERROR: "Le modèle n'a pas pu être rendu : {detail}",
  RENDER_LIMIT_EXCEEDED: 'Le document rendu dépasse une limite : {detail}',
  PARTIAL_NOT_RENDERABLE:
    "Ce document est un partial : d'autres modèles l'incluent avec {{> nom}}, il n'est jamais rendu seul. Générez l'un des documents qui l'incluent.",
  RATE_LIMIT_EXCEEDED: 'Trop de requêtes. Réessayez dans {retryAfter} secondes.',
  INTERNAL_ERROR: 'Une erreur inattendue est survenue (requête {requestId}). Vous pouvez réessayer une fois.',
  SERVICE_UNAVAILABLE: 'Le moteur de rendu est temporairement indisponible. Réessayez plus tard.',
  storage_unavailable: "Le fichier n'a pas pu être enregistré. Votre crédit a été remboursé ; vous pouvez réessayer.",
  RENDER_QUEUE_FULL: "La file d'attente de rendu est pleine. Réessayez plus tard.",
  IDEMPOTENCY_KEY_REUSED: "L'Idempotency-Key a déjà été utilisée pour une autre requête. Utilisez une nouvelle clé pour une nouvelle requête.",
  IDEMPOTENCY_KEY_IN_USE: 'Une requête avec cette Idempotency-Key est encore en cours. Réessayez dans {retryAfter} secondes.',
  FILE_NOT_DELETED: "Le fichier n'a pas pu être supprimé : le stockage est indisponible. Rien n'a été modifié ; réessayez la suppression.",
  HEADERS_TOO_LARGE: 'Les en-têtes de la requête sont trop volumineux.',
  REQUEST_TIMEOUT: "La requête n'a pas été reçue à temps.",
  CONFLICT: 'Des fichiers du paquet diffèrent des fichiers du compte portant le même nom : {names}. Importez avec ?assets=rename ou ?assets=replace.',
  EINVOICE_INVALID:
    "La facture électronique enfreint la règle {rule} : {detail} Rien n'a été facturé ; violations dans la réponse liste chaque règle enfreinte.",
  VARIABLES_INVALID:
    "Les variables ne respectent pas le schéma de variables du document : {detail}. Rien n'a été facturé ; problems dans la réponse liste chaque problème.",
};

export const frVariants: Record<MessageVariant, string> = {
  'FORBIDDEN.role': 'Votre rôle dans cet espace de travail ({current}) ne le permet pas ; il faut le rôle {role} ou supérieur.',
  'FORBIDDEN.last_owner': "Un espace de travail garde toujours au moins un propriétaire : nommez d'abord un autre membre propriétaire.",
  'FORBIDDEN.sso_domain':
    "Authentification unique refusée : le domaine de l'e-mail n'est pas autorisé sur ce serveur (OIDC_ALLOWED_DOMAINS). Aucune session n'a été créée.",
  'FORBIDDEN.sso_unverified': "Authentification unique refusée : le fournisseur d'identité n'a pas vérifié cette adresse e-mail. Aucune session n'a été créée.",
  'FORBIDDEN.sso_link':
    "Authentification unique refusée : un utilisateur Quire avec cette adresse e-mail existe déjà, mais rien ne montre qu'il vous appartient. Connectez-vous d'abord avec le mot de passe de cet utilisateur, puis choisissez « Se connecter avec SSO » pour les relier, ou demandez à un administrateur. Aucune session n'a été créée.",
  'FORBIDDEN.sso_lookalike':
    "Authentification unique refusée : l'adresse e-mail est écrite avec des caractères qui ressemblent à une autre adresse simple (par exemple le signe kelvin pour K). Aucune session n'a été créée.",
  'RATE_LIMIT_EXCEEDED.previews':
    "Trop d'aperçus : cet espace de travail a épuisé son budget d'aperçus ({setting} : {max}). Les aperçus sont gratuits, les rendus payants passent donc en premier. Réessayez dans {retryAfter} secondes.",
  'RATE_LIMIT_EXCEEDED.invitations':
    "Trop d'invitations : cet espace de travail peut en envoyer {max} par heure (INVITATIONS_PER_HOUR). Réessayez dans {retryAfter} secondes.",
  'FORBIDDEN.password_off': 'La connexion par mot de passe est désactivée pour cet utilisateur : connectez-vous avec le SSO.',
  'UNAUTHORIZED.sso': "L'authentification unique a échoué ({detail}). Aucune session n'a été créée ; recommencez la connexion.",
  'UNAUTHORIZED.invitation': "L'invitation est invalide, expirée, déjà utilisée ou révoquée, ou le mot de passe ne correspond pas.",
  'FORBIDDEN.origin':
    "Une écriture authentifiée par cookie doit venir de l'origine du tableau de bord ({origin}) : envoyez un en-tête Origin (ou Referer) avec cette valeur, ou utilisez un jeton d'API.",
  'quota_exceeded.renews':
    "Il ne reste aucun crédit {type} sur ce compte. L'allocation mensuelle est renouvelée le {renewsOn} (UTC) ; les recharges n'expirent jamais et peuvent être ajoutées à tout moment.",
  'quota_exceeded.batch': "Le lot nécessite {required} crédits {type}, il en reste {available} : il en manque {shortfall}. Rien n'a été mis en file.",
  'SERVICE_UNAVAILABLE.assistant_off': "L'assistant IA n'est pas configuré sur ce serveur (AI_PROVIDER vaut none).",
  'SERVICE_UNAVAILABLE.assistant_provider': "Le fournisseur d'IA est momentanément indisponible ; rien n'a été facturé. Réessayez dans {retryAfter} secondes.",
  'SERVICE_UNAVAILABLE.upload': "Le PDF n'a pas pu être envoyé à {field} ({detail}). Votre crédit a été remboursé ; vous pouvez réessayer.",
  'SERVICE_UNAVAILABLE.einvoice_rules':
    "Les factures électroniques au format {format} ne sont pas disponibles sur ce serveur : leurs règles de validation ({rules}) ne sont pas installées dans EINVOICE_RULES_DIR. Rien n'a été facturé.",
  'SERVICE_UNAVAILABLE.secrets_key':
    "Les certificats de signature demandent une clé serveur pour garder les clés privées chiffrées : définissez SECRETS_KEY à 32 octets aléatoires en base64 (openssl rand -base64 32) et redémarrez Quire. Rien n'a été facturé.",
  'SERVICE_UNAVAILABLE.secrets_key_unknown':
    "La clé de ce certificat de signature a été scellée avec une clé serveur que ce serveur n'a pas : définissez-la comme SECRETS_KEY_PREVIOUS, ou téléversez à nouveau le certificat. Rien n'a été facturé.",
  'SERVICE_UNAVAILABLE.timestamp':
    "L'autorité d'horodatage (TSA_URL) n'a pas fourni d'horodatage : {detail}. Votre crédit a été remboursé ; vous pouvez réessayer sans risque.",
};
