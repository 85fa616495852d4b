import type { Locale } from './index.js';
import { isLimit, limitText } from './limits.js';

/**
 * Texts of Quire's own validation rules, the part after "field: " in a VALIDATION_ERROR message.
 * zod translates its built-in rules itself (see validation-detail.ts); these are the rest.
 */
export type Rule =
  | 'chars_range'
  | 'chars_max'
  | 'no_nul'
  | 'no_such_folder'
  | 'partial_name_taken'
  | 'no_such_starter'
  | 'starter_with_body'
  | 'unknown_fonts'
  | 'invalid_json'
  | 'content_type'
  | 'email_format'
  | 'email_taken'
  | 'file_type'
  | 'file_unreadable'
  | 'file_missing'
  | 'multipart'
  | 'asset_name'
  | 'asset_name_taken'
  | 'assets_total'
  | 'filename'
  | 'bad_cursor'
  | 'wrong_password'
  | 'unknown_field'
  | 'folder_filter'
  | 'json_object'
  | 'idempotency_key'
  | 'depth_max'
  | 'bytes_max'
  | 'workspace_not_empty'
  | 'member_exists';

/** Exported for the completeness test (test/i18n/placeholders.test.ts). */
export const rules: Record<Locale, Record<Rule, string>> = {
  en: {
    chars_range: 'must be {min} to {max} characters',
    chars_max: 'must be at most {max} characters',
    no_nul: 'must not contain the NUL character (U+0000)',
    no_such_folder: 'is not one of your folders',
    partial_name_taken: 'another partial of your account already has this name (partials are included by name)',
    no_such_starter: 'is not a starter (GET /v1/starters lists them: {available})',
    starter_with_body: 'cannot be combined with a starter: the starter gives the body',
    unknown_fonts: 'Quire cannot provide {missing} (available families: {available})',
    invalid_json: 'is not valid JSON',
    content_type: 'must be application/json (got {received}); send the request as JSON with Content-Type: application/json',
    email_format: 'is not an email address',
    email_taken: 'an account with {email} already exists',
    file_type: 'is not a PNG, JPEG, WebP, GIF or SVG image nor a WOFF2, WOFF, TTF or OTF font (checked by its content, not its name)',
    file_unreadable: 'could not be read: the file is damaged or incomplete',
    file_missing: 'is missing: send the file in the multipart/form-data field "file"',
    multipart: 'must be multipart/form-data with the file in the field "file"',
    asset_name: 'must be 1 to 200 characters without /, \\, " or control characters',
    asset_name_taken: 'you already have an asset named {name}',
    assets_total: "would take your account's assets over {max} bytes in total ({used} used)",
    filename: 'must be 1 to 200 characters, end in .pdf and contain no /, \\, quotes or control characters',
    bad_cursor: 'is not a cursor from a previous page (nextBefore)',
    wrong_password: "is not the account's current password",
    unknown_field: 'is not a field of this request (fields: {known})',
    folder_filter: 'must be a folder id (a number) or "root"',
    json_object: 'the request must carry a JSON object with Content-Type: application/json',
    idempotency_key: 'must be 1 to 255 printable ASCII characters',
    depth_max: 'must not nest objects and arrays more than {max} levels deep',
    bytes_max: 'must be at most {max} bytes (UTF-8)',
    workspace_not_empty: 'the workspace still holds documents, assets or stored files: delete them first',
    member_exists: '{email} is already a member of this workspace',
  },
  de: {
    chars_range: 'muss {min} bis {max} Zeichen lang sein',
    chars_max: 'darf höchstens {max} Zeichen lang sein',
    no_nul: 'darf das NUL-Zeichen (U+0000) nicht enthalten',
    no_such_folder: 'ist keiner Ihrer Ordner',
    partial_name_taken: 'ein anderer Baustein Ihres Kontos trägt schon diesen Namen (Bausteine werden über den Namen eingebunden)',
    no_such_starter: 'ist keine Vorlage aus der Galerie (GET /v1/starters listet sie: {available})',
    starter_with_body: 'kann nicht mit einer Startvorlage kombiniert werden: die Startvorlage liefert den Inhalt',
    unknown_fonts: 'Quire kann {missing} nicht bereitstellen (verfügbare Schriftfamilien: {available})',
    invalid_json: 'ist kein gültiges JSON',
    content_type: 'muss application/json sein (erhalten: {received}); senden Sie die Anfrage als JSON mit Content-Type: application/json',
    email_format: 'ist keine E-Mail-Adresse',
    email_taken: 'ein Konto mit {email} existiert bereits',
    file_type: 'ist weder ein PNG-, JPEG-, WebP-, GIF- oder SVG-Bild noch eine WOFF2-, WOFF-, TTF- oder OTF-Schrift (geprüft am Inhalt, nicht am Namen)',
    file_unreadable: 'konnte nicht gelesen werden: die Datei ist beschädigt oder unvollständig',
    file_missing: 'fehlt: senden Sie die Datei im multipart/form-data-Feld "file"',
    multipart: 'muss multipart/form-data sein, mit der Datei im Feld "file"',
    asset_name: 'muss 1 bis 200 Zeichen lang sein, ohne /, \\, " oder Steuerzeichen',
    asset_name_taken: 'Sie haben bereits ein Asset namens {name}',
    assets_total: 'würde die Assets Ihres Kontos über insgesamt {max} Bytes bringen ({used} belegt)',
    filename: 'muss 1 bis 200 Zeichen lang sein, auf .pdf enden und darf kein /, \\, Anführungszeichen oder Steuerzeichen enthalten',
    bad_cursor: 'ist kein Cursor einer vorherigen Seite (nextBefore)',
    wrong_password: 'ist nicht das aktuelle Passwort des Kontos',
    unknown_field: 'ist kein Feld dieser Anfrage (Felder: {known})',
    folder_filter: 'muss eine Ordner-ID (eine Zahl) oder "root" sein',
    json_object: 'die Anfrage muss ein JSON-Objekt mit Content-Type: application/json enthalten',
    idempotency_key: 'muss aus 1 bis 255 druckbaren ASCII-Zeichen bestehen',
    depth_max: 'darf Objekte und Listen höchstens {max} Ebenen tief verschachteln',
    bytes_max: 'darf höchstens {max} Bytes (UTF-8) lang sein',
    workspace_not_empty: 'der Workspace enthält noch Dokumente, Assets oder gespeicherte Dateien: löschen Sie diese zuerst',
    member_exists: '{email} ist bereits Mitglied dieses Workspaces',
  },
  fr: {
    chars_range: 'doit contenir entre {min} et {max} caractères',
    chars_max: 'doit contenir au plus {max} caractères',
    no_nul: 'ne doit pas contenir le caractère NUL (U+0000)',
    no_such_folder: "n'est pas l'un de vos dossiers",
    partial_name_taken: 'un autre partial de votre compte porte déjà ce nom (les partials sont inclus par leur nom)',
    no_such_starter: "n'est pas un modèle de départ (GET /v1/starters les liste : {available})",
    starter_with_body: 'ne peut pas être combiné avec un modèle de départ : le modèle fournit le contenu',
    unknown_fonts: 'Quire ne peut pas fournir {missing} (familles disponibles : {available})',
    invalid_json: "n'est pas du JSON valide",
    content_type: 'doit être application/json (reçu : {received}) ; envoyez la requête en JSON avec Content-Type: application/json',
    email_format: "n'est pas une adresse e-mail",
    email_taken: 'un compte avec {email} existe déjà',
    file_type: "n'est ni une image PNG, JPEG, WebP, GIF ou SVG ni une police WOFF2, WOFF, TTF ou OTF (vérifié d'après son contenu, pas son nom)",
    file_unreadable: "n'a pas pu être lu : le fichier est endommagé ou incomplet",
    file_missing: 'est manquant : envoyez le fichier dans le champ multipart/form-data "file"',
    multipart: 'doit être multipart/form-data avec le fichier dans le champ "file"',
    asset_name: 'doit contenir de 1 à 200 caractères, sans /, \\, " ni caractères de contrôle',
    asset_name_taken: 'vous avez déjà une ressource nommée {name}',
    assets_total: 'porterait les ressources de votre compte au-delà de {max} octets au total ({used} utilisés)',
    filename: 'doit contenir de 1 à 200 caractères, se terminer par .pdf et ne contenir ni /, \\, guillemets ni caractères de contrôle',
    bad_cursor: "n'est pas un curseur d'une page précédente (nextBefore)",
    wrong_password: "n'est pas le mot de passe actuel du compte",
    unknown_field: "n'est pas un champ de cette requête (champs : {known})",
    folder_filter: 'doit être un identifiant de dossier (un nombre) ou "root"',
    json_object: 'la requête doit contenir un objet JSON avec Content-Type: application/json',
    idempotency_key: 'doit contenir de 1 à 255 caractères ASCII imprimables',
    depth_max: 'ne doit pas imbriquer objets et tableaux sur plus de {max} niveaux',
    bytes_max: 'doit faire au plus {max} octets (UTF-8)',
    workspace_not_empty: "l'espace de travail contient encore des documents, des ressources ou des fichiers : supprimez-les d'abord",
    member_exists: '{email} est déjà membre de cet espace de travail',
  },
  es: {
    chars_range: 'debe tener entre {min} y {max} caracteres',
    chars_max: 'debe tener como máximo {max} caracteres',
    no_nul: 'no debe contener el carácter NUL (U+0000)',
    no_such_folder: 'no es una de sus carpetas',
    partial_name_taken: 'otro parcial de su cuenta ya tiene este nombre (los parciales se incluyen por nombre)',
    no_such_starter: 'no es una plantilla inicial (GET /v1/starters las lista: {available})',
    starter_with_body: 'no se puede combinar con una plantilla inicial: la plantilla aporta el contenido',
    unknown_fonts: 'Quire no puede proporcionar {missing} (familias disponibles: {available})',
    invalid_json: 'no es JSON válido',
    content_type: 'debe ser application/json (recibido: {received}); envíe la solicitud como JSON con Content-Type: application/json',
    email_format: 'no es una dirección de correo electrónico',
    email_taken: 'ya existe una cuenta con {email}',
    file_type: 'no es una imagen PNG, JPEG, WebP, GIF o SVG ni una fuente WOFF2, WOFF, TTF u OTF (comprobado por su contenido, no por su nombre)',
    file_unreadable: 'no se pudo leer: el archivo está dañado o incompleto',
    file_missing: 'falta: envíe el archivo en el campo multipart/form-data "file"',
    multipart: 'debe ser multipart/form-data con el archivo en el campo "file"',
    asset_name: 'debe tener de 1 a 200 caracteres, sin /, \\, " ni caracteres de control',
    asset_name_taken: 'ya tiene un recurso llamado {name}',
    assets_total: 'llevaría los recursos de su cuenta por encima de {max} bytes en total ({used} usados)',
    filename: 'debe tener de 1 a 200 caracteres, terminar en .pdf y no contener /, \\, comillas ni caracteres de control',
    bad_cursor: 'no es un cursor de una página anterior (nextBefore)',
    wrong_password: 'no es la contraseña actual de la cuenta',
    unknown_field: 'no es un campo de esta solicitud (campos: {known})',
    folder_filter: 'debe ser un id de carpeta (un número) o "root"',
    json_object: 'la solicitud debe llevar un objeto JSON con Content-Type: application/json',
    idempotency_key: 'debe tener de 1 a 255 caracteres ASCII imprimibles',
    depth_max: 'no debe anidar objetos y listas más de {max} niveles',
    bytes_max: 'debe tener como máximo {max} bytes (UTF-8)',
    workspace_not_empty: 'el espacio de trabajo aún tiene documentos, recursos o archivos: elimínelos primero',
    member_exists: '{email} ya es miembro de este espacio de trabajo',
  },
  pt: {
    chars_range: 'deve ter entre {min} e {max} caracteres',
    chars_max: 'deve ter no máximo {max} caracteres',
    no_nul: 'não deve conter o caractere NUL (U+0000)',
    no_such_folder: 'não é uma das suas pastas',
    partial_name_taken: 'outro parcial da sua conta já tem este nome (os parciais são incluídos pelo nome)',
    no_such_starter: 'não é um modelo inicial (GET /v1/starters lista-os: {available})',
    starter_with_body: 'não pode ser combinado com um modelo inicial: o modelo fornece o conteúdo',
    unknown_fonts: 'O Quire não pode fornecer {missing} (famílias disponíveis: {available})',
    invalid_json: 'não é JSON válido',
    content_type: 'deve ser application/json (recebido: {received}); envie a requisição como JSON com Content-Type: application/json',
    email_format: 'não é um endereço de e-mail',
    email_taken: 'já existe uma conta com {email}',
    file_type: 'não é uma imagem PNG, JPEG, WebP, GIF ou SVG nem uma fonte WOFF2, WOFF, TTF ou OTF (verificado pelo conteúdo, não pelo nome)',
    file_unreadable: 'não pôde ser lido: o arquivo está danificado ou incompleto',
    file_missing: 'está em falta: envie o arquivo no campo multipart/form-data "file"',
    multipart: 'deve ser multipart/form-data com o arquivo no campo "file"',
    asset_name: 'deve ter de 1 a 200 caracteres, sem /, \\, " ou caracteres de controle',
    asset_name_taken: 'você já tem um recurso chamado {name}',
    assets_total: 'levaria os recursos da sua conta acima de {max} bytes no total ({used} usados)',
    filename: 'deve ter de 1 a 200 caracteres, terminar em .pdf e não conter /, \\, aspas ou caracteres de controle',
    bad_cursor: 'não é um cursor de uma página anterior (nextBefore)',
    wrong_password: 'não é a senha atual da conta',
    unknown_field: 'não é um campo desta requisição (campos: {known})',
    folder_filter: 'deve ser um id de pasta (um número) ou "root"',
    json_object: 'a requisição deve conter um objeto JSON com Content-Type: application/json',
    idempotency_key: 'deve ter de 1 a 255 caracteres ASCII imprimíveis',
    depth_max: 'não deve aninhar objetos e listas em mais de {max} níveis',
    bytes_max: 'deve ter no máximo {max} bytes (UTF-8)',
    workspace_not_empty: 'o espaço de trabalho ainda tem documentos, recursos ou ficheiros: apague-os primeiro',
    member_exists: '{email} já é membro deste espaço de trabalho',
  },
};

export const isRule = (value: unknown): value is Rule => typeof value === 'string' && value in rules.en;

/**
 * The rule whose English text is `message`: a schema may give a rule's English text as its own
 * error (`{ error: '…' }`, for checks that cannot carry params, like a union's), and the error
 * handler still answers in the caller's language.
 */
export const ruleOfEnglish = (message: string): Rule | undefined => (Object.keys(rules.en) as Rule[]).find((r) => rules.en[r] === message);

export function ruleText(locale: Locale, rule: Rule, params: Record<string, unknown> = {}): string {
  return rules[locale][rule].replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** "field: rule text", the detail of a VALIDATION_ERROR raised by Quire's own code. */
export const fieldRule = (locale: Locale, field: string, rule: Rule, params: Record<string, unknown> = {}) => `${field}: ${ruleText(locale, rule, params)}`;

/**
 * The detail of an error whose params name a field and a rule (`{ field, rule, ...values }`), in
 * `locale`; undefined when the params carry a ready `detail` or no rule.
 */
export function ruleDetail(locale: Locale, params: Record<string, string | number> = {}): string | undefined {
  const { field, rule } = params;
  if (params.detail !== undefined) return undefined;
  // RENDER_LIMIT_EXCEEDED names the limit crossed instead of a field.
  if (isLimit(params.limit)) return limitText(locale, params.limit, params.max);
  if (typeof field !== 'string' || !isRule(rule)) return undefined;
  return fieldRule(locale, field, rule, params);
}
