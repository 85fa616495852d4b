import type { ErrorCode, MessageVariant } from '../errors.js';

export const es: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'La solicitud no es válida: {detail}',
  invalid_document_id: 'documentId falta o no es el uuid de un documento.',
  UNAUTHORIZED: 'La autenticación falta, no es válida, ha caducado o fue revocada.',
  quota_exceeded: 'No quedan créditos de {type} para esta cuenta.',
  FORBIDDEN: 'Esta credencial no se puede usar para esta solicitud.',
  NOT_FOUND: 'El recurso no existe.',
  SAMPLE_NOT_FOUND: 'El documento no tiene datos de prueba llamados "{name}". Sus datos de prueba: {names}.',
  PAYLOAD_TOO_LARGE: 'El cuerpo de la solicitud supera los {limit} bytes.',
  TEMPLATE_ERROR: 'No se pudo renderizar la plantilla: {detail}',
  RENDER_LIMIT_EXCEEDED: 'El documento renderizado supera un límite: {detail}',
  PARTIAL_NOT_RENDERABLE:
    'Este documento es un parcial: otras plantillas lo incluyen con {{> nombre}} y nunca se renderiza solo. Genere uno de los documentos que lo incluyen.',
  RATE_LIMIT_EXCEEDED: 'Demasiadas solicitudes. Reintente en {retryAfter} segundos.',
  INTERNAL_ERROR: 'Se produjo un error inesperado (solicitud {requestId}). Puede reintentar una vez.',
  SERVICE_UNAVAILABLE: 'El motor de renderizado no está disponible temporalmente. Reintente más tarde.',
  storage_unavailable: 'No se pudo guardar el archivo. Su crédito fue reembolsado; puede reintentar.',
  RENDER_QUEUE_FULL: 'La cola de renderizado está llena. Reintente más tarde.',
  IDEMPOTENCY_KEY_REUSED: 'La Idempotency-Key ya se usó con otra solicitud. Use una clave nueva para una solicitud nueva.',
  IDEMPOTENCY_KEY_IN_USE: 'Una solicitud con esta Idempotency-Key todavía está en curso. Reintente en {retryAfter} segundos.',
  FILE_NOT_DELETED: 'No se pudo eliminar el archivo: el almacenamiento no está disponible. No se cambió nada; reintente la eliminación.',
  HEADERS_TOO_LARGE: 'Las cabeceras de la solicitud son demasiado grandes.',
  REQUEST_TIMEOUT: 'La solicitud no se recibió a tiempo.',
  CONFLICT: 'Archivos del paquete difieren de los archivos de la cuenta con el mismo nombre: {names}. Importe con ?assets=rename o ?assets=replace.',
  EINVOICE_INVALID: 'La factura electrónica incumple la regla {rule}: {detail} No se cobró nada; violations en la respuesta enumera cada regla incumplida.',
  VARIABLES_INVALID:
    'Las variables no cumplen el esquema de variables del documento: {detail}. No se ha cobrado nada; problems en la respuesta enumera cada problema.',
};

export const esVariants: Record<MessageVariant, string> = {
  'FORBIDDEN.role': 'Su rol en este espacio de trabajo ({current}) no lo permite; se necesita el rol {role} o superior.',
  'FORBIDDEN.last_owner': 'Un espacio de trabajo siempre conserva al menos un propietario: haga propietario a otro miembro primero.',
  'FORBIDDEN.sso_domain':
    'Inicio de sesión único rechazado: el dominio del correo no está permitido en este servidor (OIDC_ALLOWED_DOMAINS). No se creó ninguna sesión.',
  'FORBIDDEN.sso_unverified': 'Inicio de sesión único rechazado: el proveedor de identidad no ha verificado este correo. No se creó ninguna sesión.',
  'FORBIDDEN.sso_link':
    'Inicio de sesión único rechazado: ya existe un usuario de Quire con este correo, pero nada muestra que le pertenezca. Inicie sesión primero con la contraseña de ese usuario y luego elija «Iniciar sesión con SSO» para vincularlos, o pida ayuda a un administrador. No se creó ninguna sesión.',
  'FORBIDDEN.sso_lookalike':
    'Inicio de sesión único rechazado: el correo está escrito con caracteres que parecen otra dirección simple (por ejemplo el signo kelvin en lugar de K). No se creó ninguna sesión.',
  'RATE_LIMIT_EXCEEDED.previews':
    'Demasiadas vistas previas: este espacio de trabajo agotó su presupuesto de vistas previas ({setting}: {max}). Las vistas previas son gratuitas, así que los renderizados de pago van primero. Reintente en {retryAfter} segundos.',
  'RATE_LIMIT_EXCEEDED.invitations':
    'Demasiadas invitaciones: este espacio de trabajo puede enviar {max} por hora (INVITATIONS_PER_HOUR). Reintente en {retryAfter} segundos.',
  'FORBIDDEN.password_off': 'El inicio de sesión con contraseña está desactivado para este usuario: inicie sesión con SSO.',
  'UNAUTHORIZED.sso': 'El inicio de sesión único falló ({detail}). No se creó ninguna sesión; vuelva a iniciar sesión.',
  'UNAUTHORIZED.invitation': 'La invitación no es válida, caducó, ya se usó o fue revocada, o la contraseña no coincide.',
  'FORBIDDEN.origin':
    'Una escritura autenticada con cookie debe venir del origen del panel ({origin}): envíe una cabecera Origin (o Referer) con ese valor, o use un token de API.',
  'quota_exceeded.renews':
    'No quedan créditos de {type} en esta cuenta. La asignación mensual se renueva el {renewsOn} (UTC); las recargas nunca caducan y se pueden añadir en cualquier momento.',
  'quota_exceeded.batch': 'El lote necesita {required} créditos de {type} y quedan {available}: faltan {shortfall}. No se ha encolado nada.',
  'SERVICE_UNAVAILABLE.assistant_off': 'El asistente de IA no está configurado en este servidor (AI_PROVIDER es none).',
  'SERVICE_UNAVAILABLE.assistant_provider':
    'El proveedor de IA no está disponible temporalmente; no se ha cobrado nada. Reintente dentro de {retryAfter} segundos.',
  'SERVICE_UNAVAILABLE.upload': 'No se pudo subir el PDF a {field} ({detail}). Su crédito fue reembolsado; puede reintentar.',
  'SERVICE_UNAVAILABLE.einvoice_rules':
    'Las facturas electrónicas en formato {format} no están disponibles en este servidor: sus reglas de validación ({rules}) no están instaladas en EINVOICE_RULES_DIR. No se cobró nada.',
  'SERVICE_UNAVAILABLE.secrets_key':
    'Los certificados de firma necesitan una clave del servidor para guardar cifradas las claves privadas: defina SECRETS_KEY con 32 bytes aleatorios en base64 (openssl rand -base64 32) y reinicie Quire. No se cobró nada.',
  'SERVICE_UNAVAILABLE.secrets_key_unknown':
    'La clave de este certificado de firma se selló con una clave del servidor que este servidor no tiene: defínala como SECRETS_KEY_PREVIOUS o vuelva a subir el certificado. No se cobró nada.',
  'SERVICE_UNAVAILABLE.timestamp':
    'La autoridad de sellado de tiempo (TSA_URL) no devolvió un sello de tiempo: {detail}. Su crédito fue reembolsado; puede reintentar sin riesgo.',
};
