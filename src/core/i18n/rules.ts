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
  | 'asset_name_separator'
  | 'asset_name_dots'
  | 'name_control'
  | 'name_invisible'
  | 'asset_name_quote'
  | 'asset_name_reserved'
  | 'image_pixels'
  | 'svg_depth'
  | 'svg_elements'
  | 'font_decoded_size'
  | 'inspect_time'
  | 'inspect_memory'
  | 'assets_total'
  | 'filename'
  | 'bad_cursor'
  | 'wrong_password'
  | 'unknown_field'
  | 'folder_filter'
  | 'json_object'
  | 'idempotency_key'
  | 'pdfa_encryption'
  | 'depth_max'
  | 'bytes_max'
  | 'keys_max'
  | 'columns_max'
  | 'parse_time'
  | 'workspace_not_empty'
  | 'member_exists'
  | 'p12_format'
  | 'p12_passphrase'
  | 'p12_no_key'
  | 'p12_many_keys'
  | 'p12_no_certificate'
  | 'certificate_expired'
  | 'certificate_not_yet_valid'
  | 'key_too_small'
  | 'key_type'
  | 'sign_encryption'
  | 'tsa_unset'
  | 'sign_page'
  | 'no_such_certificate';

/** Exported for the completeness test (test/i18n/placeholders.test.ts). */
export const rules: Record<Locale, Record<Rule, string>> = {
  en: {
    chars_range: 'must be {min} to {max} characters',
    chars_max: 'must be at most {max} characters',
    no_nul: 'must not contain the NUL character (U+0000)',
    no_such_folder: 'is not one of your folders',
    no_such_certificate: 'is not one of your signing certificates (GET /v1/signing-certificates)',
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
    asset_name: 'must be 1 to 200 characters',
    asset_name_taken: 'you already have an asset named {name}',
    asset_name_separator: 'must not contain / or \\ (an asset name is not a path)',
    asset_name_dots: 'must not contain ".."',
    name_control: 'must not contain control characters or line separators',
    name_invisible: 'must not contain invisible formatting characters such as zero-width spaces or bidirectional overrides (Unicode category Cf)',
    asset_name_quote: 'must not contain " (templates write the name between quotes)',
    asset_name_reserved: 'is a reserved name (__proto__)',
    image_pixels: 'is {width} x {height} pixels ({pixels}), more than the {max} pixels allowed (ASSET_MAX_PIXELS)',
    svg_depth: 'is an SVG that nests elements more than {max} levels deep (ASSET_SVG_MAX_DEPTH)',
    svg_elements: 'is an SVG of more than {max} elements (ASSET_SVG_MAX_ELEMENTS)',
    font_decoded_size: 'is a compressed font that declares {size} bytes once decompressed, more than the {max} allowed (ASSET_FONT_MAX_DECODED_BYTES)',
    inspect_time: 'took longer than {max} ms to check (ASSET_INSPECT_TIMEOUT_MS)',
    inspect_memory: 'needed more than {max} MB of memory to check (ASSET_INSPECT_MEMORY_MB)',
    assets_total: "would take your account's assets over {max} bytes in total ({used} used)",
    filename: 'must be 1 to 200 characters, end in .pdf and contain no /, \\, quotes or control characters',
    bad_cursor: 'is not a cursor from a previous page (nextBefore)',
    wrong_password: "is not the account's current password",
    unknown_field: 'is not a field of this request (fields: {known})',
    folder_filter: 'must be a folder id (a number) or "root"',
    json_object: 'the request must carry a JSON object with Content-Type: application/json',
    idempotency_key: 'must be 1 to 255 printable ASCII characters',
    pdfa_encryption: 'cannot be combined with a password or permissions: PDF/A forbids encryption (drop them, or send "pdfa": null for a plain PDF)',
    depth_max: 'must not nest objects and arrays more than {max} levels deep',
    bytes_max: 'must be at most {max} bytes (UTF-8)',
    keys_max: 'must not have more than {max} keys in one object (limit: object keys)',
    columns_max: 'must have at most {max} columns (limit: CSV columns)',
    parse_time: 'took longer than {max} ms to read (limit: body parse time)',
    workspace_not_empty: 'the workspace still holds documents, assets or stored files: delete them first',
    member_exists: '{email} is already a member of this workspace',
    p12_format: 'is not a PKCS#12 file (.p12 or .pfx): export the certificate with its private key as PKCS#12',
    p12_passphrase: 'does not open the PKCS#12 file: the passphrase is wrong',
    p12_no_key: 'holds no private key: export the certificate together with its private key',
    p12_many_keys: 'holds {count} private keys: export one certificate with its key per file',
    p12_no_certificate: 'holds no certificate for its private key',
    certificate_expired: 'holds a certificate that expired on {date}',
    certificate_not_yet_valid: 'holds a certificate that is valid only from {date}',
    key_too_small: 'holds an RSA key of {bits} bits: signing needs at least 2048 bits',
    key_type: 'holds a {type} key: Quire signs with RSA keys of 2048 bits or more, or ECDSA keys on P-256, P-384 or P-521',
    sign_encryption:
      'cannot be combined with a password or permissions: encrypting rewrites the file and would break the signature (sign, or encrypt, not both)',
    tsa_unset: 'needs a timestamp authority: this server has no TSA_URL set',
    sign_page: 'names page {page}, but the document has {pages} pages',
  },
  de: {
    chars_range: 'muss {min} bis {max} Zeichen lang sein',
    chars_max: 'darf höchstens {max} Zeichen lang sein',
    no_nul: 'darf das NUL-Zeichen (U+0000) nicht enthalten',
    no_such_folder: 'ist keiner Ihrer Ordner',
    no_such_certificate: 'ist keines Ihrer Signaturzertifikate (GET /v1/signing-certificates)',
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
    asset_name: 'muss 1 bis 200 Zeichen lang sein',
    asset_name_taken: 'Sie haben bereits ein Asset namens {name}',
    asset_name_separator: 'darf kein / oder \\ enthalten (ein Asset-Name ist kein Pfad)',
    asset_name_dots: 'darf kein ".." enthalten',
    name_control: 'darf keine Steuerzeichen oder Zeilentrenner enthalten',
    name_invisible: 'darf keine unsichtbaren Formatierungszeichen wie Nullbreite-Leerzeichen oder Richtungsumkehrungen enthalten (Unicode-Kategorie Cf)',
    asset_name_quote: 'darf kein " enthalten (Vorlagen schreiben den Namen in Anführungszeichen)',
    asset_name_reserved: 'ist ein reservierter Name (__proto__)',
    image_pixels: 'hat {width} x {height} Pixel ({pixels}), mehr als die erlaubten {max} Pixel (ASSET_MAX_PIXELS)',
    svg_depth: 'ist ein SVG, dessen Elemente mehr als {max} Ebenen tief verschachtelt sind (ASSET_SVG_MAX_DEPTH)',
    svg_elements: 'ist ein SVG mit mehr als {max} Elementen (ASSET_SVG_MAX_ELEMENTS)',
    font_decoded_size: 'ist eine komprimierte Schrift, die entpackt {size} Bytes angibt, mehr als die erlaubten {max} (ASSET_FONT_MAX_DECODED_BYTES)',
    inspect_time: 'ließ sich nicht innerhalb von {max} ms prüfen (ASSET_INSPECT_TIMEOUT_MS)',
    inspect_memory: 'brauchte zum Prüfen mehr als {max} MB Speicher (ASSET_INSPECT_MEMORY_MB)',
    assets_total: 'würde die Assets Ihres Kontos über insgesamt {max} Bytes bringen ({used} belegt)',
    filename: 'muss 1 bis 200 Zeichen lang sein, auf .pdf enden und darf kein /, \\, Anführungszeichen oder Steuerzeichen enthalten',
    bad_cursor: 'ist kein Cursor einer vorherigen Seite (nextBefore)',
    wrong_password: 'ist nicht das aktuelle Passwort des Kontos',
    unknown_field: 'ist kein Feld dieser Anfrage (Felder: {known})',
    folder_filter: 'muss eine Ordner-ID (eine Zahl) oder "root" sein',
    json_object: 'die Anfrage muss ein JSON-Objekt mit Content-Type: application/json enthalten',
    idempotency_key: 'muss aus 1 bis 255 druckbaren ASCII-Zeichen bestehen',
    pdfa_encryption:
      'kann nicht mit einem Passwort oder Berechtigungen kombiniert werden: PDF/A verbietet Verschlüsselung (entfernen Sie diese oder senden Sie "pdfa": null für ein einfaches PDF)',
    depth_max: 'darf Objekte und Listen höchstens {max} Ebenen tief verschachteln',
    bytes_max: 'darf höchstens {max} Bytes (UTF-8) lang sein',
    keys_max: 'darf in einem Objekt höchstens {max} Schlüssel haben (Grenze: Objektschlüssel)',
    columns_max: 'darf höchstens {max} Spalten haben (Grenze: CSV-Spalten)',
    parse_time: 'zu lesen dauerte länger als {max} ms (Grenze: Lesezeit des Inhalts)',
    workspace_not_empty: 'der Workspace enthält noch Dokumente, Assets oder gespeicherte Dateien: löschen Sie diese zuerst',
    member_exists: '{email} ist bereits Mitglied dieses Workspaces',
    p12_format: 'ist keine PKCS#12-Datei (.p12 oder .pfx): exportieren Sie das Zertifikat mit seinem privaten Schlüssel als PKCS#12',
    p12_passphrase: 'öffnet die PKCS#12-Datei nicht: die Passphrase ist falsch',
    p12_no_key: 'enthält keinen privaten Schlüssel: exportieren Sie das Zertifikat zusammen mit seinem privaten Schlüssel',
    p12_many_keys: 'enthält {count} private Schlüssel: exportieren Sie ein Zertifikat mit seinem Schlüssel pro Datei',
    p12_no_certificate: 'enthält kein Zertifikat zu ihrem privaten Schlüssel',
    certificate_expired: 'enthält ein Zertifikat, das am {date} abgelaufen ist',
    certificate_not_yet_valid: 'enthält ein Zertifikat, das erst ab {date} gültig ist',
    key_too_small: 'enthält einen RSA-Schlüssel mit {bits} Bit: zum Signieren sind mindestens 2048 Bit nötig',
    key_type: 'enthält einen {type}-Schlüssel: Quire signiert mit RSA-Schlüsseln ab 2048 Bit oder ECDSA-Schlüsseln auf P-256, P-384 oder P-521',
    sign_encryption:
      'kann nicht mit Passwort oder Berechtigungen kombiniert werden: die Verschlüsselung schreibt die Datei neu und würde die Signatur brechen (signieren oder verschlüsseln, nicht beides)',
    tsa_unset: 'braucht einen Zeitstempeldienst: auf diesem Server ist TSA_URL nicht gesetzt',
    sign_page: 'nennt Seite {page}, das Dokument hat aber {pages} Seiten',
  },
  fr: {
    chars_range: 'doit contenir entre {min} et {max} caractères',
    chars_max: 'doit contenir au plus {max} caractères',
    no_nul: 'ne doit pas contenir le caractère NUL (U+0000)',
    no_such_folder: "n'est pas l'un de vos dossiers",
    no_such_certificate: "n'est pas l'un de vos certificats de signature (GET /v1/signing-certificates)",
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
    asset_name: 'doit contenir de 1 à 200 caractères',
    asset_name_taken: 'vous avez déjà une ressource nommée {name}',
    asset_name_separator: "ne doit pas contenir / ni \\ (un nom de ressource n'est pas un chemin)",
    asset_name_dots: 'ne doit pas contenir ".."',
    name_control: 'ne doit pas contenir de caractères de contrôle ni de séparateurs de ligne',
    name_invisible:
      "ne doit pas contenir de caractères de mise en forme invisibles comme les espaces sans chasse ou les forçages de sens d'écriture (catégorie Unicode Cf)",
    asset_name_quote: 'ne doit pas contenir " (les modèles écrivent le nom entre guillemets)',
    asset_name_reserved: 'est un nom réservé (__proto__)',
    image_pixels: 'fait {width} x {height} pixels ({pixels}), plus que les {max} pixels permis (ASSET_MAX_PIXELS)',
    svg_depth: "est un SVG dont les éléments s'imbriquent sur plus de {max} niveaux (ASSET_SVG_MAX_DEPTH)",
    svg_elements: 'est un SVG de plus de {max} éléments (ASSET_SVG_MAX_ELEMENTS)',
    font_decoded_size: 'est une police compressée qui annonce {size} octets une fois décompressée, plus que les {max} permis (ASSET_FONT_MAX_DECODED_BYTES)',
    inspect_time: 'a demandé plus de {max} ms de vérification (ASSET_INSPECT_TIMEOUT_MS)',
    inspect_memory: 'a demandé plus de {max} Mo de mémoire pour être vérifié (ASSET_INSPECT_MEMORY_MB)',
    assets_total: 'porterait les ressources de votre compte au-delà de {max} octets au total ({used} utilisés)',
    filename: 'doit contenir de 1 à 200 caractères, se terminer par .pdf et ne contenir ni /, \\, guillemets ni caractères de contrôle',
    bad_cursor: "n'est pas un curseur d'une page précédente (nextBefore)",
    wrong_password: "n'est pas le mot de passe actuel du compte",
    unknown_field: "n'est pas un champ de cette requête (champs : {known})",
    folder_filter: 'doit être un identifiant de dossier (un nombre) ou "root"',
    json_object: 'la requête doit contenir un objet JSON avec Content-Type: application/json',
    idempotency_key: 'doit contenir de 1 à 255 caractères ASCII imprimables',
    pdfa_encryption:
      'ne peut pas être combiné avec un mot de passe ou des permissions : PDF/A interdit le chiffrement (retirez-les, ou envoyez "pdfa": null pour un PDF simple)',
    depth_max: 'ne doit pas imbriquer objets et tableaux sur plus de {max} niveaux',
    bytes_max: 'doit faire au plus {max} octets (UTF-8)',
    keys_max: 'ne doit pas avoir plus de {max} clés dans un objet (limite : clés par objet)',
    columns_max: 'doit avoir au plus {max} colonnes (limite : colonnes CSV)',
    parse_time: 'a pris plus de {max} ms à lire (limite : temps de lecture du contenu)',
    workspace_not_empty: "l'espace de travail contient encore des documents, des ressources ou des fichiers : supprimez-les d'abord",
    member_exists: '{email} est déjà membre de cet espace de travail',
    p12_format: "n'est pas un fichier PKCS#12 (.p12 ou .pfx) : exportez le certificat avec sa clé privée au format PKCS#12",
    p12_passphrase: "n'ouvre pas le fichier PKCS#12 : la phrase secrète est fausse",
    p12_no_key: 'ne contient aucune clé privée : exportez le certificat avec sa clé privée',
    p12_many_keys: 'contient {count} clés privées : exportez un certificat et sa clé par fichier',
    p12_no_certificate: 'ne contient aucun certificat pour sa clé privée',
    certificate_expired: 'contient un certificat expiré le {date}',
    certificate_not_yet_valid: 'contient un certificat valable seulement à partir du {date}',
    key_too_small: 'contient une clé RSA de {bits} bits : la signature demande au moins 2048 bits',
    key_type: 'contient une clé {type} : Quire signe avec des clés RSA de 2048 bits ou plus, ou des clés ECDSA sur P-256, P-384 ou P-521',
    sign_encryption:
      'ne peut pas être combiné avec un mot de passe ou des permissions : le chiffrement réécrit le fichier et casserait la signature (signer ou chiffrer, pas les deux)',
    tsa_unset: "demande une autorité d'horodatage : ce serveur n'a pas de TSA_URL",
    sign_page: 'désigne la page {page}, mais le document a {pages} pages',
  },
  es: {
    chars_range: 'debe tener entre {min} y {max} caracteres',
    chars_max: 'debe tener como máximo {max} caracteres',
    no_nul: 'no debe contener el carácter NUL (U+0000)',
    no_such_folder: 'no es una de sus carpetas',
    no_such_certificate: 'no es uno de sus certificados de firma (GET /v1/signing-certificates)',
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
    asset_name: 'debe tener de 1 a 200 caracteres',
    asset_name_taken: 'ya tiene un recurso llamado {name}',
    asset_name_separator: 'no debe contener / ni \\ (un nombre de recurso no es una ruta)',
    asset_name_dots: 'no debe contener ".."',
    name_control: 'no debe contener caracteres de control ni separadores de línea',
    name_invisible: 'no debe contener caracteres de formato invisibles como espacios de ancho cero o cambios de dirección del texto (categoría Unicode Cf)',
    asset_name_quote: 'no debe contener " (las plantillas escriben el nombre entre comillas)',
    asset_name_reserved: 'es un nombre reservado (__proto__)',
    image_pixels: 'mide {width} x {height} píxeles ({pixels}), más de los {max} píxeles permitidos (ASSET_MAX_PIXELS)',
    svg_depth: 'es un SVG que anida elementos a más de {max} niveles (ASSET_SVG_MAX_DEPTH)',
    svg_elements: 'es un SVG de más de {max} elementos (ASSET_SVG_MAX_ELEMENTS)',
    font_decoded_size: 'es una fuente comprimida que declara {size} bytes descomprimida, más de los {max} permitidos (ASSET_FONT_MAX_DECODED_BYTES)',
    inspect_time: 'tardó más de {max} ms en comprobarse (ASSET_INSPECT_TIMEOUT_MS)',
    inspect_memory: 'necesitó más de {max} MB de memoria para comprobarse (ASSET_INSPECT_MEMORY_MB)',
    assets_total: 'llevaría los recursos de su cuenta por encima de {max} bytes en total ({used} usados)',
    filename: 'debe tener de 1 a 200 caracteres, terminar en .pdf y no contener /, \\, comillas ni caracteres de control',
    bad_cursor: 'no es un cursor de una página anterior (nextBefore)',
    wrong_password: 'no es la contraseña actual de la cuenta',
    unknown_field: 'no es un campo de esta solicitud (campos: {known})',
    folder_filter: 'debe ser un id de carpeta (un número) o "root"',
    json_object: 'la solicitud debe llevar un objeto JSON con Content-Type: application/json',
    idempotency_key: 'debe tener de 1 a 255 caracteres ASCII imprimibles',
    pdfa_encryption: 'no se puede combinar con una contraseña o permisos: PDF/A prohíbe el cifrado (quítelos, o envíe "pdfa": null para un PDF normal)',
    depth_max: 'no debe anidar objetos y listas más de {max} niveles',
    bytes_max: 'debe tener como máximo {max} bytes (UTF-8)',
    keys_max: 'no debe tener más de {max} claves en un objeto (límite: claves por objeto)',
    columns_max: 'debe tener como máximo {max} columnas (límite: columnas CSV)',
    parse_time: 'tardó más de {max} ms en leerse (límite: tiempo de lectura del contenido)',
    workspace_not_empty: 'el espacio de trabajo aún tiene documentos, recursos o archivos: elimínelos primero',
    member_exists: '{email} ya es miembro de este espacio de trabajo',
    p12_format: 'no es un archivo PKCS#12 (.p12 o .pfx): exporte el certificado con su clave privada como PKCS#12',
    p12_passphrase: 'no abre el archivo PKCS#12: la frase de contraseña es incorrecta',
    p12_no_key: 'no contiene ninguna clave privada: exporte el certificado junto con su clave privada',
    p12_many_keys: 'contiene {count} claves privadas: exporte un certificado con su clave por archivo',
    p12_no_certificate: 'no contiene ningún certificado para su clave privada',
    certificate_expired: 'contiene un certificado que caducó el {date}',
    certificate_not_yet_valid: 'contiene un certificado válido solo a partir del {date}',
    key_too_small: 'contiene una clave RSA de {bits} bits: firmar requiere al menos 2048 bits',
    key_type: 'contiene una clave {type}: Quire firma con claves RSA de 2048 bits o más, o claves ECDSA en P-256, P-384 o P-521',
    sign_encryption: 'no se puede combinar con una contraseña o permisos: el cifrado reescribe el archivo y rompería la firma (firmar o cifrar, no ambos)',
    tsa_unset: 'necesita una autoridad de sellado de tiempo: este servidor no tiene TSA_URL',
    sign_page: 'indica la página {page}, pero el documento tiene {pages} páginas',
  },
  pt: {
    chars_range: 'deve ter entre {min} e {max} caracteres',
    chars_max: 'deve ter no máximo {max} caracteres',
    no_nul: 'não deve conter o caractere NUL (U+0000)',
    no_such_folder: 'não é uma das suas pastas',
    no_such_certificate: 'não é um dos seus certificados de assinatura (GET /v1/signing-certificates)',
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
    asset_name: 'deve ter de 1 a 200 caracteres',
    asset_name_taken: 'você já tem um recurso chamado {name}',
    asset_name_separator: 'não deve conter / nem \\ (um nome de recurso não é um caminho)',
    asset_name_dots: 'não deve conter ".."',
    name_control: 'não deve conter caracteres de controle nem separadores de linha',
    name_invisible: 'não deve conter caracteres de formatação invisíveis como espaços de largura zero ou inversões de direção do texto (categoria Unicode Cf)',
    asset_name_quote: 'não deve conter " (os modelos escrevem o nome entre aspas)',
    asset_name_reserved: 'é um nome reservado (__proto__)',
    image_pixels: 'tem {width} x {height} pixels ({pixels}), mais do que os {max} pixels permitidos (ASSET_MAX_PIXELS)',
    svg_depth: 'é um SVG que aninha elementos em mais de {max} níveis (ASSET_SVG_MAX_DEPTH)',
    svg_elements: 'é um SVG de mais de {max} elementos (ASSET_SVG_MAX_ELEMENTS)',
    font_decoded_size: 'é uma fonte comprimida que declara {size} bytes descomprimida, mais do que os {max} permitidos (ASSET_FONT_MAX_DECODED_BYTES)',
    inspect_time: 'levou mais de {max} ms para ser verificado (ASSET_INSPECT_TIMEOUT_MS)',
    inspect_memory: 'precisou de mais de {max} MB de memória para ser verificado (ASSET_INSPECT_MEMORY_MB)',
    assets_total: 'levaria os recursos da sua conta acima de {max} bytes no total ({used} usados)',
    filename: 'deve ter de 1 a 200 caracteres, terminar em .pdf e não conter /, \\, aspas ou caracteres de controle',
    bad_cursor: 'não é um cursor de uma página anterior (nextBefore)',
    wrong_password: 'não é a senha atual da conta',
    unknown_field: 'não é um campo desta requisição (campos: {known})',
    folder_filter: 'deve ser um id de pasta (um número) ou "root"',
    json_object: 'a requisição deve conter um objeto JSON com Content-Type: application/json',
    idempotency_key: 'deve ter de 1 a 255 caracteres ASCII imprimíveis',
    pdfa_encryption: 'não pode ser combinado com uma senha ou permissões: PDF/A proíbe a criptografia (remova-as, ou envie "pdfa": null para um PDF simples)',
    depth_max: 'não deve aninhar objetos e listas em mais de {max} níveis',
    bytes_max: 'deve ter no máximo {max} bytes (UTF-8)',
    keys_max: 'não deve ter mais de {max} chaves num objeto (limite: chaves por objeto)',
    columns_max: 'deve ter no máximo {max} colunas (limite: colunas CSV)',
    parse_time: 'demorou mais de {max} ms a ler (limite: tempo de leitura do conteúdo)',
    workspace_not_empty: 'o espaço de trabalho ainda tem documentos, recursos ou ficheiros: apague-os primeiro',
    member_exists: '{email} já é membro deste espaço de trabalho',
    p12_format: 'não é um arquivo PKCS#12 (.p12 ou .pfx): exporte o certificado com a sua chave privada como PKCS#12',
    p12_passphrase: 'não abre o arquivo PKCS#12: a frase secreta está errada',
    p12_no_key: 'não contém nenhuma chave privada: exporte o certificado junto com a sua chave privada',
    p12_many_keys: 'contém {count} chaves privadas: exporte um certificado com a sua chave por arquivo',
    p12_no_certificate: 'não contém nenhum certificado para a sua chave privada',
    certificate_expired: 'contém um certificado que expirou em {date}',
    certificate_not_yet_valid: 'contém um certificado válido somente a partir de {date}',
    key_too_small: 'contém uma chave RSA de {bits} bits: assinar exige pelo menos 2048 bits',
    key_type: 'contém uma chave {type}: o Quire assina com chaves RSA de 2048 bits ou mais, ou chaves ECDSA em P-256, P-384 ou P-521',
    sign_encryption:
      'não pode ser combinado com uma senha ou permissões: a criptografia reescreve o arquivo e quebraria a assinatura (assinar ou criptografar, não ambos)',
    tsa_unset: 'precisa de uma autoridade de carimbo do tempo: este servidor não tem TSA_URL',
    sign_page: 'indica a página {page}, mas o documento tem {pages} páginas',
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
