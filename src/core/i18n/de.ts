import type { ErrorCode, MessageVariant } from '../errors.js';

export const de: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Die Anfrage ist ungültig: {detail}',
  invalid_document_id: 'documentId fehlt oder ist keine Dokument-UUID.',
  UNAUTHORIZED: 'Die Anmeldung fehlt, ist ungültig, abgelaufen oder widerrufen.',
  quota_exceeded: 'Für dieses Konto sind keine {type}-Credits mehr übrig.',
  FORBIDDEN: 'Diese Zugangsdaten sind für diese Anfrage nicht zulässig.',
  NOT_FOUND: 'Die Ressource existiert nicht.',
  SAMPLE_NOT_FOUND: 'Das Dokument hat keine Testdaten namens "{name}". Seine Testdaten: {names}.',
  PAYLOAD_TOO_LARGE: 'Der Anfrageinhalt ist größer als {limit} Bytes.',
  TEMPLATE_ERROR: 'Die Vorlage konnte nicht gerendert werden: {detail}',
  RENDER_LIMIT_EXCEEDED: 'Das gerenderte Dokument überschreitet eine Grenze: {detail}',
  PARTIAL_NOT_RENDERABLE:
    'Dieses Dokument ist ein Baustein (Partial): andere Vorlagen binden es mit {{> Name}} ein, allein wird es nie gerendert. Erzeugen Sie eines der Dokumente, die es einbinden.',
  RATE_LIMIT_EXCEEDED: 'Zu viele Anfragen. Erneut versuchen in {retryAfter} Sekunden.',
  INTERNAL_ERROR: 'Ein unerwarteter Fehler ist aufgetreten (Anfrage {requestId}). Ein erneuter Versuch ist sicher.',
  SERVICE_UNAVAILABLE: 'Die Rendering-Engine ist vorübergehend nicht verfügbar. Bitte später erneut versuchen.',
  storage_unavailable: 'Die Datei konnte nicht gespeichert werden. Der Credit wurde erstattet; ein erneuter Versuch ist sicher.',
  RENDER_QUEUE_FULL: 'Die Rendering-Warteschlange ist voll. Bitte später erneut versuchen.',
  IDEMPOTENCY_KEY_REUSED: 'Der Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Verwenden Sie für eine neue Anfrage einen neuen Schlüssel.',
  IDEMPOTENCY_KEY_IN_USE: 'Eine Anfrage mit diesem Idempotency-Key läuft noch. Erneut versuchen in {retryAfter} Sekunden.',
  FILE_NOT_DELETED: 'Die Datei konnte nicht gelöscht werden: Der Speicher ist nicht verfügbar. Nichts wurde geändert; wiederholen Sie das Löschen.',
  HEADERS_TOO_LARGE: 'Die Header der Anfrage sind zu groß.',
  REQUEST_TIMEOUT: 'Die Anfrage wurde nicht rechtzeitig empfangen.',
  CONFLICT: 'Dateien des Pakets unterscheiden sich von gleichnamigen Dateien des Kontos: {names}. Mit ?assets=rename oder ?assets=replace importieren.',
  EINVOICE_INVALID: 'Die E-Rechnung verletzt die Regel {rule}: {detail} Es wurde nichts berechnet; violations in der Antwort nennt jede verletzte Regel.',
  VARIABLES_INVALID:
    'Die Variablen passen nicht zum Variablenschema des Dokuments: {detail}. Es wurde nichts berechnet; problems in der Antwort nennt jedes Problem.',
};

export const deVariants: Record<MessageVariant, string> = {
  'FORBIDDEN.role': 'Ihre Rolle in diesem Workspace ({current}) erlaubt das nicht; nötig ist die Rolle {role} oder höher.',
  'FORBIDDEN.last_owner': 'Ein Workspace behält immer mindestens einen Owner: Machen Sie zuerst ein anderes Mitglied zum Owner.',
  'FORBIDDEN.sso_domain':
    'Single Sign-on abgelehnt: Die Domain der E-Mail ist auf diesem Server nicht erlaubt (OIDC_ALLOWED_DOMAINS). Es wurde keine Sitzung erstellt.',
  'FORBIDDEN.sso_unverified': 'Single Sign-on abgelehnt: Der Identitätsanbieter hat diese E-Mail-Adresse nicht bestätigt. Es wurde keine Sitzung erstellt.',
  'FORBIDDEN.sso_link':
    'Single Sign-on abgelehnt: Es gibt bereits einen Quire-Benutzer mit dieser E-Mail-Adresse, aber nichts zeigt, dass er Ihnen gehört. Melden Sie sich zuerst mit dem Passwort dieses Benutzers an und wählen Sie dann „Mit SSO anmelden“, um beide zu verknüpfen, oder wenden Sie sich an einen Admin. Es wurde keine Sitzung erstellt.',
  'FORBIDDEN.sso_lookalike':
    'Single Sign-on abgelehnt: Die E-Mail-Adresse ist mit Zeichen geschrieben, die wie eine andere, einfache Adresse aussehen (zum Beispiel das Kelvin-Zeichen statt K). Es wurde keine Sitzung erstellt.',
  'RATE_LIMIT_EXCEEDED.previews':
    'Zu viele Vorschauen: Dieser Arbeitsbereich hat sein Vorschau-Budget aufgebraucht ({setting}: {max}). Vorschauen sind kostenlos, daher haben bezahlte Renderings Vorrang. Erneut versuchen in {retryAfter} Sekunden.',
  'RATE_LIMIT_EXCEEDED.invitations':
    'Zu viele Einladungen: Dieser Arbeitsbereich darf {max} pro Stunde senden (INVITATIONS_PER_HOUR). Erneut versuchen in {retryAfter} Sekunden.',
  'FORBIDDEN.password_off': 'Die Anmeldung mit Passwort ist für diesen Benutzer abgeschaltet: Melden Sie sich mit SSO an.',
  'UNAUTHORIZED.sso': 'Single Sign-on fehlgeschlagen ({detail}). Es wurde keine Sitzung erstellt; starten Sie die Anmeldung erneut.',
  'UNAUTHORIZED.invitation': 'Die Einladung ist ungültig, abgelaufen, bereits verwendet oder widerrufen, oder das Passwort stimmt nicht.',
  'FORBIDDEN.origin':
    'Ein Schreibzugriff mit Dashboard-Cookie muss vom Ursprung des Dashboards ({origin}) kommen: Senden Sie einen Origin- (oder Referer-)Header mit diesem Wert oder verwenden Sie ein API-Token.',
  'quota_exceeded.renews':
    'Für dieses Konto sind keine {type}-Credits mehr übrig. Das monatliche Kontingent erneuert sich am {renewsOn} (UTC); aufgeladene Credits verfallen nie und können jederzeit hinzugefügt werden.',
  'quota_exceeded.batch': 'Der Stapel braucht {required} {type}-Credits, verfügbar sind {available}: es fehlen {shortfall}. Nichts wurde eingereiht.',
  'SERVICE_UNAVAILABLE.assistant_off': 'Der KI-Assistent ist auf diesem Server nicht eingerichtet (AI_PROVIDER ist none).',
  'SERVICE_UNAVAILABLE.assistant_provider':
    'Der KI-Anbieter ist vorübergehend nicht erreichbar; es wurde nichts berechnet. Bitte nach {retryAfter} Sekunden erneut versuchen.',
  'SERVICE_UNAVAILABLE.upload': 'Das PDF konnte nicht an {field} hochgeladen werden ({detail}). Der Credit wurde erstattet; ein erneuter Versuch ist sicher.',
  'SERVICE_UNAVAILABLE.einvoice_rules':
    'E-Rechnungen im Format {format} sind auf diesem Server nicht verfügbar: die Prüfregeln ({rules}) sind in EINVOICE_RULES_DIR nicht installiert. Es wurde nichts berechnet.',
  'SERVICE_UNAVAILABLE.secrets_key':
    'Signaturzertifikate brauchen einen Serverschlüssel, um private Schlüssel verschlüsselt aufzubewahren: setzen Sie SECRETS_KEY auf 32 Zufallsbytes in Base64 (openssl rand -base64 32) und starten Sie Quire neu. Es wurde nichts berechnet.',
  'SERVICE_UNAVAILABLE.secrets_key_unknown':
    'Der Schlüssel dieses Signaturzertifikats wurde mit einem Serverschlüssel versiegelt, den dieser Server nicht hat: setzen Sie ihn als SECRETS_KEY_PREVIOUS oder laden Sie das Zertifikat erneut hoch. Es wurde nichts berechnet.',
  'SERVICE_UNAVAILABLE.timestamp':
    'Der Zeitstempeldienst (TSA_URL) hat keinen Zeitstempel geliefert: {detail}. Ihr Guthaben wurde erstattet; ein neuer Versuch ist gefahrlos.',
};
