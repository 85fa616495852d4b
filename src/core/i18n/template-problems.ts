import type { Locale } from './index.js';

/**
 * The detail of TEMPLATE_ERROR in each language. A template problem is raised with a key and
 * its params (`params.problem`, see render/template-problems.ts and render/helper-fault.ts) beside
 * its English sentence, which is what the document stores; the envelope words it here, so a
 * German caller does not read "Die Vorlage konnte nicht gerendert werden: `formatCurrency` on line 68".
 * A helper's reason (`params.reason`) is worded inside the frame "`helper` on line N: …".
 */
export type ProblemKey =
  | 'helper'
  | 'helper_self'
  | 'else_outside'
  | 'close_unopened'
  | 'close_crossed'
  | 'unclosed'
  | 'parse_tag'
  | 'partial_missing'
  | 'missing_helper';
export type ReasonKey =
  | 'not_a_helper'
  | 'number_missing'
  | 'number_not'
  | 'currency_missing'
  | 'currency_bad'
  | 'locale_bad'
  | 'fields_two'
  | 'item_no_number'
  | 'date_bad'
  | 'date_zone'
  | 'arg_unknown'
  | 'field_missing'
  | 'field_not_text'
  | 'field_line_break'
  | 'field_too_long'
  | 'bic_bad'
  | 'amount_not_number'
  | 'amount_range'
  | 'amount_decimals'
  | 'rf_format'
  | 'rf_check'
  | 'qr_ref_format'
  | 'qr_ref_check'
  | 'epc_not_sepa'
  | 'epc_currency'
  | 'epc_ref_and_text'
  | 'epc_payload'
  | 'option_boolean'
  | 'value_missing'
  | 'value_bad'
  | 'type_bad'
  | 'option_mm'
  | 'option_scale'
  | 'option_modules'
  | 'value_too_long_chars'
  | 'value_too_long_bytes'
  | 'gs1_digits'
  | 'gs1_check'
  | 'code128_char'
  | 'code39_char'
  | 'surrogate'
  | 'party_missing'
  | 'party_not_object'
  | 'party_field'
  | 'party_country'
  | 'qr_not_ch_iban'
  | 'qr_currency'
  | 'qr_ref_missing'
  | 'qr_ref_plain_iban'
  | 'qr_language'
  | 'iban_country'
  | 'iban_length'
  | 'iban_format'
  | 'iban_check_nan'
  | 'iban_checksum'
  | 'iban_account_check'
  | 'iban_not';
export type TokenKey = 'EOF' | 'CLOSE' | 'CLOSE_UNESCAPED' | 'OPEN' | 'INVERSE' | 'OPEN_INVERSE_CHAIN' | 'OPEN_ENDBLOCK' | 'OPEN_BLOCK' | 'INVALID';

interface Texts {
  problems: Record<ProblemKey, string>;
  reasons: Record<ReasonKey, string>;
  tokens: Record<TokenKey, string>;
}

const texts: Record<Locale, Texts> = {
  en: {
    problems: {
      helper: '`{helper}` on line {line}: {reason}.',
      helper_self: '`{helper}` on line {line} {reason}.',
      else_outside: '`{tag}` on line {line} is outside any block: it belongs between `{{#if …}}` and `{{/if}}` (or another block).',
      close_unopened: '`{tag}` on line {line} closes a block that was never opened: remove it, or add the matching `{{#{name} …}}` before it.',
      close_crossed: '`{tag}` on line {line} does not close `{open}` opened on line {openLine}: close it with `{{/{openName}}}` first.',
      unclosed: '`{tag}` opened on line {line} is never closed: add `{{/{name}}}` where the block ends.',
      parse_tag: 'Line {line} has a tag Handlebars cannot read (it found {found}): check its braces, quotes and arguments.',
      partial_missing: 'The partial `{name}` does not exist: create a document of kind "partial" with that name, or check the name.',
      missing_helper: '`{name}` is not a helper (GET /v1/helpers lists them), nor a variable that was given.',
    },
    reasons: {
      not_a_helper: 'is not a helper (GET /v1/helpers lists them), nor a variable that was given',
      number_missing: 'argument {position} is missing, not a number',
      number_not: 'argument {position} is {value}, not a number',
      currency_missing: 'argument 2, the currency, is missing: use an ISO 4217 code such as "EUR" or "USD"',
      currency_bad: 'argument 2, the currency, is {value}: use an ISO 4217 code such as "EUR" or "USD"',
      locale_bad: 'argument 3, the locale, is {value}: use a language tag such as "en-US" or "de-DE"',
      fields_two: 'arguments 2 and 3 must name two fields of the items, such as "quantity" "unitPrice"',
      item_no_number: 'item {item} has no number in "{field}"',
      date_bad: 'argument 1 is {value}, not a date: use an ISO date such as "2026-11-21" or a timestamp in milliseconds',
      date_zone: 'the locale {locale} or the time zone {zone} is unknown: use a language tag such as "de-DE" and an IANA zone such as "Europe/Berlin"',
      arg_unknown: '{names} is not an argument of this helper (it takes {known})',
      field_missing: '{name}= is missing',
      field_not_text: '{name}= is {value}: give a text',
      field_line_break: '{name}= {value} holds a line break: payment codes keep each field on one line',
      field_too_long: '{name}= is {length} characters long: at most {max}',
      bic_bad: '{name}= {value} is not a valid BIC: 8 or 11 letters and digits, its 5th and 6th a country code',
      amount_not_number: '{name}= is {value}, not a number',
      amount_range: '{name}= is {value}: use an amount from 0.01 to 999999999.99',
      amount_decimals: '{name}= is {value}: it has more than two decimals (round it first, for example with round {name} 2)',
      rf_format: '{name}= {value} is not an RF creditor reference (ISO 11649): RF, two check digits and 1 to 21 letters or digits',
      rf_check: '{name}= {value} is not a valid RF creditor reference: its check digits do not match',
      qr_ref_format: '{name}= {value} is not a QR reference: a QR-IBAN needs a QR reference of 27 digits',
      qr_ref_check: '{name}= {value} is not a valid QR reference: its check digit (the 27th) does not match',
      epc_not_sepa: 'iban= {value} is not in a SEPA country: an EPC QR code pays only SEPA accounts',
      epc_currency: 'currency= is {value}: an EPC QR code (SEPA credit transfer) is in euros only, "EUR"',
      epc_ref_and_text: 'reference= and text= are both given: an EPC QR code carries either a structured reference or a text, not both',
      epc_payload: 'name= and text= make the payload {bytes} bytes long: EPC069-12 allows {max}',
      option_boolean: '{name}= is {value}: use true or false',
      value_missing: 'argument 2, the value, is missing',
      value_bad: 'argument 2, the value, is {value}: give the text or digits to encode',
      type_bad: 'argument 1, the type, is {value}: use one of {types}',
      option_mm: '{name}= is {value}: use a number of millimetres from {min} to {max}',
      option_scale: '{name}= is {value}: use a number of CSS pixels per module from {min} to {max}',
      option_modules: '{name}= is {value}: use a number of modules from {min} to {max}',
      value_too_long_chars: 'argument 2, the value, is {length} characters long: {label} takes at most {max} characters here',
      value_too_long_bytes: 'argument 2, the value, is {length} bytes long: {label} takes at most {max} bytes here',
      gs1_digits: 'argument 2, the value, {value} is not {label}: it takes {n} digits (or {n1}, and the check digit is added)',
      gs1_check: 'argument 2, the value, {value} has a wrong check digit: it ends in {last}, but the check digit of {body} is {want}',
      code128_char: 'argument 2, the value, {value} has a character Code 128 cannot encode: {bad} (it takes letters, digits, space and ASCII punctuation)',
      code39_char: 'argument 2, the value, {value} has a character Code 39 cannot encode: {bad} (it takes A-Z in capitals, digits, space and - . $ / + %)',
      surrogate: 'argument 2, the value, holds a lone UTF-16 surrogate, which no code can carry as text',
      party_missing: '{name}= is missing: give an object with {fields}',
      party_not_object: '{name}= is {value}: give an object with {fields}',
      party_field: '{name}.{key} is not a field of {name}= (it takes {fields})',
      party_country: '{name}.country= is {value}: use a two-letter country code such as "CH"',
      qr_not_ch_iban: 'creditor.account= {value} is not a Swiss or Liechtenstein IBAN: a QR-bill pays only CH and LI accounts',
      qr_currency: 'currency= is {value}: a QR-bill is in "CHF" or "EUR"',
      qr_ref_missing: 'reference= is missing: creditor.account is a QR-IBAN, which needs a QR reference of 27 digits',
      qr_ref_plain_iban:
        'reference= {value} is a QR reference, which needs a QR-IBAN: creditor.account is a plain IBAN (use an RF creditor reference, or a QR-IBAN)',
      qr_language: 'language= is {value}: use one of "de", "fr", "it", "en", "rm"',
      iban_country: '{name}= {value} is not a valid IBAN: it does not start with a known country code',
      iban_length: '{name}= {value} is not a valid IBAN: its length is wrong for its country',
      iban_format: "{name}= {value} is not a valid IBAN: its account part does not have its country's format",
      iban_check_nan: '{name}= {value} is not a valid IBAN: its check digits (3rd and 4th characters) are not digits',
      iban_checksum: '{name}= {value} is not a valid IBAN: its check digits do not match (mod 97): a character is mistyped',
      iban_account_check: "{name}= {value} is not a valid IBAN: its account number's own check digit does not match",
      iban_not: '{name}= {value} is not a valid IBAN: it is not an IBAN',
    },
    tokens: {
      EOF: 'the end of the template',
      CLOSE: '`}}`',
      CLOSE_UNESCAPED: '`}}}`',
      OPEN: '`{{`',
      INVERSE: '`{{else}}`',
      OPEN_INVERSE_CHAIN: '`{{else …}}`',
      OPEN_ENDBLOCK: 'a closing tag `{{/…}}`',
      OPEN_BLOCK: 'a block `{{#…}}`',
      INVALID: 'a character Handlebars cannot read',
    },
  },
  de: {
    problems: {
      helper: '`{helper}` in Zeile {line}: {reason}.',
      helper_self: '`{helper}` in Zeile {line} {reason}.',
      else_outside: '`{tag}` in Zeile {line} steht außerhalb jedes Blocks: es gehört zwischen `{{#if …}}` und `{{/if}}` (oder einen anderen Block).',
      close_unopened:
        '`{tag}` in Zeile {line} schließt einen Block, der nie geöffnet wurde: entfernen Sie es oder setzen Sie das passende `{{#{name} …}}` davor.',
      close_crossed: '`{tag}` in Zeile {line} schließt nicht `{open}` aus Zeile {openLine}: schließen Sie zuerst mit `{{/{openName}}}`.',
      unclosed: '`{tag}`, geöffnet in Zeile {line}, wird nie geschlossen: setzen Sie `{{/{name}}}` an das Ende des Blocks.',
      parse_tag: 'Zeile {line} enthält ein Tag, das Handlebars nicht lesen kann (gefunden: {found}): prüfen Sie Klammern, Anführungszeichen und Argumente.',
      partial_missing: 'Den Baustein `{name}` gibt es nicht: legen Sie ein Dokument der Art „partial“ mit diesem Namen an oder prüfen Sie den Namen.',
      missing_helper: '`{name}` ist weder ein Helper (GET /v1/helpers listet sie auf) noch eine übergebene Variable.',
    },
    reasons: {
      not_a_helper: 'ist weder ein Helper (GET /v1/helpers listet sie auf) noch eine übergebene Variable',
      number_missing: 'Argument {position} fehlt, statt einer Zahl',
      number_not: 'Argument {position} ist {value}, keine Zahl',
      currency_missing: 'Argument 2, die Währung, fehlt: verwenden Sie einen ISO-4217-Code wie "EUR" oder "USD"',
      currency_bad: 'Argument 2, die Währung, ist {value}: verwenden Sie einen ISO-4217-Code wie "EUR" oder "USD"',
      locale_bad: 'Argument 3, die Sprache, ist {value}: verwenden Sie ein Sprach-Tag wie "en-US" oder "de-DE"',
      fields_two: 'Argument 2 und 3 müssen zwei Felder der Einträge nennen, etwa "quantity" "unitPrice"',
      item_no_number: 'Eintrag {item} hat keine Zahl in "{field}"',
      date_bad: 'Argument 1 ist {value}, kein Datum: verwenden Sie ein ISO-Datum wie "2026-11-21" oder einen Zeitstempel in Millisekunden',
      date_zone:
        'die Sprache {locale} oder die Zeitzone {zone} ist unbekannt: verwenden Sie ein Sprach-Tag wie "de-DE" und eine IANA-Zeitzone wie "Europe/Berlin"',
      arg_unknown: '{names} ist kein Argument dieses Helpers (er nimmt {known})',
      field_missing: '{name}= fehlt',
      field_not_text: '{name}= ist {value}: geben Sie einen Text an',
      field_line_break: '{name}= {value} enthält einen Zeilenumbruch: Zahlungscodes halten jedes Feld auf einer Zeile',
      field_too_long: '{name}= ist {length} Zeichen lang: höchstens {max}',
      bic_bad: '{name}= {value} ist keine gültige BIC: 8 oder 11 Buchstaben und Ziffern, die 5. und 6. ein Ländercode',
      amount_not_number: '{name}= ist {value}, keine Zahl',
      amount_range: '{name}= ist {value}: verwenden Sie einen Betrag von 0.01 bis 999999999.99',
      amount_decimals: '{name}= ist {value}: mehr als zwei Nachkommastellen (vorher runden, zum Beispiel mit round {name} 2)',
      rf_format: '{name}= {value} ist keine RF-Gläubigerreferenz (ISO 11649): RF, zwei Prüfziffern und 1 bis 21 Buchstaben oder Ziffern',
      rf_check: '{name}= {value} ist keine gültige RF-Gläubigerreferenz: die Prüfziffern stimmen nicht',
      qr_ref_format: '{name}= {value} ist keine QR-Referenz: eine QR-IBAN braucht eine QR-Referenz aus 27 Ziffern',
      qr_ref_check: '{name}= {value} ist keine gültige QR-Referenz: die Prüfziffer (die 27.) stimmt nicht',
      epc_not_sepa: 'iban= {value} liegt in keinem SEPA-Land: ein EPC-QR-Code zahlt nur auf SEPA-Konten',
      epc_currency: 'currency= ist {value}: ein EPC-QR-Code (SEPA-Überweisung) ist nur in Euro, "EUR"',
      epc_ref_and_text: 'reference= und text= sind beide angegeben: ein EPC-QR-Code trägt entweder eine strukturierte Referenz oder einen Text, nicht beides',
      epc_payload: 'name= und text= machen die Nutzdaten {bytes} Bytes lang: EPC069-12 erlaubt {max}',
      option_boolean: '{name}= ist {value}: verwenden Sie true oder false',
      value_missing: 'Argument 2, der Wert, fehlt',
      value_bad: 'Argument 2, der Wert, ist {value}: geben Sie den Text oder die Ziffern zum Codieren an',
      type_bad: 'Argument 1, der Typ, ist {value}: verwenden Sie einen von {types}',
      option_mm: '{name}= ist {value}: verwenden Sie eine Zahl in Millimetern von {min} bis {max}',
      option_scale: '{name}= ist {value}: verwenden Sie eine Zahl in CSS-Pixeln je Modul von {min} bis {max}',
      option_modules: '{name}= ist {value}: verwenden Sie eine Zahl von Modulen von {min} bis {max}',
      value_too_long_chars: 'Argument 2, der Wert, ist {length} Zeichen lang: {code} nimmt hier höchstens {max} Zeichen',
      value_too_long_bytes: 'Argument 2, der Wert, ist {length} Bytes lang: {code} nimmt hier höchstens {max} Bytes',
      gs1_digits: 'Argument 2, der Wert {value}, ist kein {code}: er braucht {n} Ziffern (oder {n1}, dann wird die Prüfziffer ergänzt)',
      gs1_check: 'Argument 2, der Wert {value}, hat eine falsche Prüfziffer: er endet auf {last}, die Prüfziffer von {body} ist aber {want}',
      code128_char:
        'Argument 2, der Wert {value}, enthält ein Zeichen, das Code 128 nicht codieren kann: {bad} (erlaubt sind Buchstaben, Ziffern, Leerzeichen und ASCII-Satzzeichen)',
      code39_char:
        'Argument 2, der Wert {value}, enthält ein Zeichen, das Code 39 nicht codieren kann: {bad} (erlaubt sind A-Z in Großbuchstaben, Ziffern, Leerzeichen und - . $ / + %)',
      surrogate: 'Argument 2, der Wert, enthält ein einzelnes UTF-16-Surrogat, das kein Code als Text tragen kann',
      party_missing: '{name}= fehlt: geben Sie ein Objekt mit {fields} an',
      party_not_object: '{name}= ist {value}: geben Sie ein Objekt mit {fields} an',
      party_field: '{name}.{key} ist kein Feld von {name}= (es nimmt {fields})',
      party_country: '{name}.country= ist {value}: verwenden Sie einen zweibuchstabigen Ländercode wie "CH"',
      qr_not_ch_iban: 'creditor.account= {value} ist keine Schweizer oder Liechtensteiner IBAN: eine QR-Rechnung zahlt nur auf CH- und LI-Konten',
      qr_currency: 'currency= ist {value}: eine QR-Rechnung ist in "CHF" oder "EUR"',
      qr_ref_missing: 'reference= fehlt: creditor.account ist eine QR-IBAN, die eine QR-Referenz aus 27 Ziffern braucht',
      qr_ref_plain_iban:
        'reference= {value} ist eine QR-Referenz, die eine QR-IBAN braucht: creditor.account ist eine gewöhnliche IBAN (verwenden Sie eine RF-Gläubigerreferenz oder eine QR-IBAN)',
      qr_language: 'language= ist {value}: verwenden Sie "de", "fr", "it", "en" oder "rm"',
      iban_country: '{name}= {value} ist keine gültige IBAN: sie beginnt nicht mit einem bekannten Ländercode',
      iban_length: '{name}= {value} ist keine gültige IBAN: ihre Länge passt nicht zu ihrem Land',
      iban_format: '{name}= {value} ist keine gültige IBAN: der Kontoteil hat nicht das Format ihres Landes',
      iban_check_nan: '{name}= {value} ist keine gültige IBAN: die Prüfziffern (3. und 4. Zeichen) sind keine Ziffern',
      iban_checksum: '{name}= {value} ist keine gültige IBAN: die Prüfziffern stimmen nicht (mod 97): ein Zeichen ist vertippt',
      iban_account_check: '{name}= {value} ist keine gültige IBAN: die eigene Prüfziffer der Kontonummer stimmt nicht',
      iban_not: '{name}= {value} ist keine gültige IBAN: es ist keine IBAN',
    },
    tokens: {
      EOF: 'das Ende der Vorlage',
      CLOSE: '`}}`',
      CLOSE_UNESCAPED: '`}}}`',
      OPEN: '`{{`',
      INVERSE: '`{{else}}`',
      OPEN_INVERSE_CHAIN: '`{{else …}}`',
      OPEN_ENDBLOCK: 'ein schließendes Tag `{{/…}}`',
      OPEN_BLOCK: 'einen Block `{{#…}}`',
      INVALID: 'ein Zeichen, das Handlebars nicht lesen kann',
    },
  },
  fr: {
    problems: {
      helper: '`{helper}` à la ligne {line} : {reason}.',
      helper_self: '`{helper}` à la ligne {line} {reason}.',
      else_outside: '`{tag}` à la ligne {line} est hors de tout bloc : il se place entre `{{#if …}}` et `{{/if}}` (ou un autre bloc).',
      close_unopened:
        "`{tag}` à la ligne {line} ferme un bloc qui n'a jamais été ouvert : supprimez-le, ou ajoutez avant lui le `{{#{name} …}}` correspondant.",
      close_crossed: '`{tag}` à la ligne {line} ne ferme pas `{open}` ouvert à la ligne {openLine} : fermez-le d’abord avec `{{/{openName}}}`.',
      unclosed: "`{tag}` ouvert à la ligne {line} n'est jamais fermé : ajoutez `{{/{name}}}` là où le bloc se termine.",
      parse_tag: 'La ligne {line} contient une balise que Handlebars ne peut pas lire (trouvé : {found}) : vérifiez ses accolades, guillemets et arguments.',
      partial_missing: "Le fragment `{name}` n'existe pas : créez un document de type « partial » portant ce nom, ou vérifiez le nom.",
      missing_helper: "`{name}` n'est ni un helper (GET /v1/helpers les liste), ni une variable fournie.",
    },
    reasons: {
      not_a_helper: "n'est ni un helper (GET /v1/helpers les liste), ni une variable fournie",
      number_missing: "l'argument {position} manque, au lieu d'un nombre",
      number_not: "l'argument {position} vaut {value}, ce n'est pas un nombre",
      currency_missing: 'l’argument 2, la devise, manque : utilisez un code ISO 4217 comme "EUR" ou "USD"',
      currency_bad: 'l’argument 2, la devise, vaut {value} : utilisez un code ISO 4217 comme "EUR" ou "USD"',
      locale_bad: 'l’argument 3, la langue, vaut {value} : utilisez une balise de langue comme "en-US" ou "de-DE"',
      fields_two: 'les arguments 2 et 3 doivent nommer deux champs des éléments, par exemple "quantity" "unitPrice"',
      item_no_number: 'l’élément {item} n’a pas de nombre dans "{field}"',
      date_bad: 'l\'argument 1 vaut {value}, ce n\'est pas une date : utilisez une date ISO comme "2026-11-21" ou un horodatage en millisecondes',
      date_zone:
        'la langue {locale} ou le fuseau horaire {zone} est inconnu : utilisez une balise de langue comme "de-DE" et un fuseau IANA comme "Europe/Berlin"',
      arg_unknown: '{names} n’est pas un argument de ce helper (il prend {known})',
      field_missing: '{name}= manque',
      field_not_text: '{name}= vaut {value} : donnez un texte',
      field_line_break: '{name}= {value} contient un saut de ligne : les codes de paiement gardent chaque champ sur une ligne',
      field_too_long: '{name}= compte {length} caractères : {max} au plus',
      bic_bad: '{name}= {value} n’est pas un BIC valide : 8 ou 11 lettres et chiffres, les 5e et 6e un code pays',
      amount_not_number: '{name}= vaut {value}, ce n’est pas un nombre',
      amount_range: '{name}= vaut {value} : utilisez un montant de 0.01 à 999999999.99',
      amount_decimals: '{name}= vaut {value} : plus de deux décimales (arrondissez d’abord, par exemple avec round {name} 2)',
      rf_format: '{name}= {value} n’est pas une référence créancier RF (ISO 11649) : RF, deux chiffres de contrôle et 1 à 21 lettres ou chiffres',
      rf_check: '{name}= {value} n’est pas une référence créancier RF valide : ses chiffres de contrôle ne correspondent pas',
      qr_ref_format: '{name}= {value} n’est pas une référence QR : un QR-IBAN exige une référence QR de 27 chiffres',
      qr_ref_check: '{name}= {value} n’est pas une référence QR valide : son chiffre de contrôle (le 27e) ne correspond pas',
      epc_not_sepa: 'iban= {value} n’est pas dans un pays SEPA : un code QR EPC ne paie que des comptes SEPA',
      epc_currency: 'currency= vaut {value} : un code QR EPC (virement SEPA) est en euros uniquement, "EUR"',
      epc_ref_and_text: 'reference= et text= sont tous deux donnés : un code QR EPC porte soit une référence structurée, soit un texte, pas les deux',
      epc_payload: 'name= et text= portent les données à {bytes} octets : EPC069-12 en permet {max}',
      option_boolean: '{name}= vaut {value} : utilisez true ou false',
      value_missing: 'l’argument 2, la valeur, manque',
      value_bad: 'l’argument 2, la valeur, vaut {value} : donnez le texte ou les chiffres à coder',
      type_bad: 'l’argument 1, le type, vaut {value} : utilisez l’un de {types}',
      option_mm: '{name}= vaut {value} : utilisez un nombre de millimètres de {min} à {max}',
      option_scale: '{name}= vaut {value} : utilisez un nombre de pixels CSS par module de {min} à {max}',
      option_modules: '{name}= vaut {value} : utilisez un nombre de modules de {min} à {max}',
      value_too_long_chars: 'l’argument 2, la valeur, compte {length} caractères : {code} en accepte ici {max} au plus',
      value_too_long_bytes: 'l’argument 2, la valeur, compte {length} octets : {code} en accepte ici {max} au plus',
      gs1_digits: 'l’argument 2, la valeur {value}, n’est pas un {code} : il faut {n} chiffres (ou {n1}, et le chiffre de contrôle est ajouté)',
      gs1_check: 'l’argument 2, la valeur {value}, a un mauvais chiffre de contrôle : elle finit par {last}, mais le chiffre de contrôle de {body} est {want}',
      code128_char:
        'l’argument 2, la valeur {value}, contient un caractère que Code 128 ne peut pas coder : {bad} (il accepte lettres, chiffres, espace et ponctuation ASCII)',
      code39_char:
        'l’argument 2, la valeur {value}, contient un caractère que Code 39 ne peut pas coder : {bad} (il accepte A-Z en majuscules, chiffres, espace et - . $ / + %)',
      surrogate: 'l’argument 2, la valeur, contient un demi-codet UTF-16 isolé, qu’aucun code ne peut porter comme texte',
      party_missing: '{name}= manque : donnez un objet avec {fields}',
      party_not_object: '{name}= vaut {value} : donnez un objet avec {fields}',
      party_field: '{name}.{key} n’est pas un champ de {name}= (il prend {fields})',
      party_country: '{name}.country= vaut {value} : utilisez un code pays de deux lettres comme "CH"',
      qr_not_ch_iban: 'creditor.account= {value} n’est pas un IBAN suisse ou liechtensteinois : une QR-facture ne paie que des comptes CH et LI',
      qr_currency: 'currency= vaut {value} : une QR-facture est en "CHF" ou en "EUR"',
      qr_ref_missing: 'reference= manque : creditor.account est un QR-IBAN, qui exige une référence QR de 27 chiffres',
      qr_ref_plain_iban:
        'reference= {value} est une référence QR, qui exige un QR-IBAN : creditor.account est un IBAN ordinaire (utilisez une référence créancier RF, ou un QR-IBAN)',
      qr_language: 'language= vaut {value} : utilisez "de", "fr", "it", "en" ou "rm"',
      iban_country: '{name}= {value} n’est pas un IBAN valide : il ne commence pas par un code pays connu',
      iban_length: '{name}= {value} n’est pas un IBAN valide : sa longueur ne convient pas à son pays',
      iban_format: '{name}= {value} n’est pas un IBAN valide : sa partie compte n’a pas le format de son pays',
      iban_check_nan: '{name}= {value} n’est pas un IBAN valide : ses chiffres de contrôle (3e et 4e caractères) ne sont pas des chiffres',
      iban_checksum: '{name}= {value} n’est pas un IBAN valide : ses chiffres de contrôle ne correspondent pas (mod 97) : un caractère est mal saisi',
      iban_account_check: '{name}= {value} n’est pas un IBAN valide : le chiffre de contrôle propre au numéro de compte ne correspond pas',
      iban_not: '{name}= {value} n’est pas un IBAN valide : ce n’est pas un IBAN',
    },
    tokens: {
      EOF: 'la fin du modèle',
      CLOSE: '`}}`',
      CLOSE_UNESCAPED: '`}}}`',
      OPEN: '`{{`',
      INVERSE: '`{{else}}`',
      OPEN_INVERSE_CHAIN: '`{{else …}}`',
      OPEN_ENDBLOCK: 'une balise fermante `{{/…}}`',
      OPEN_BLOCK: 'un bloc `{{#…}}`',
      INVALID: 'un caractère que Handlebars ne peut pas lire',
    },
  },
  es: {
    problems: {
      helper: '`{helper}` en la línea {line}: {reason}.',
      helper_self: '`{helper}` en la línea {line} {reason}.',
      else_outside: '`{tag}` en la línea {line} está fuera de todo bloque: va entre `{{#if …}}` y `{{/if}}` (u otro bloque).',
      close_unopened: '`{tag}` en la línea {line} cierra un bloque que nunca se abrió: elimínelo o añada antes el `{{#{name} …}}` correspondiente.',
      close_crossed: '`{tag}` en la línea {line} no cierra `{open}`, abierto en la línea {openLine}: ciérrelo primero con `{{/{openName}}}`.',
      unclosed: '`{tag}`, abierto en la línea {line}, nunca se cierra: añada `{{/{name}}}` donde termina el bloque.',
      parse_tag: 'La línea {line} tiene una etiqueta que Handlebars no puede leer (encontró {found}): revise sus llaves, comillas y argumentos.',
      partial_missing: 'El fragmento `{name}` no existe: cree un documento de tipo "partial" con ese nombre o revise el nombre.',
      missing_helper: '`{name}` no es un helper (GET /v1/helpers los enumera) ni una variable recibida.',
    },
    reasons: {
      not_a_helper: 'no es un helper (GET /v1/helpers los enumera) ni una variable recibida',
      number_missing: 'falta el argumento {position}, que debe ser un número',
      number_not: 'el argumento {position} es {value}, no un número',
      currency_missing: 'falta el argumento 2, la moneda: use un código ISO 4217 como "EUR" o "USD"',
      currency_bad: 'el argumento 2, la moneda, es {value}: use un código ISO 4217 como "EUR" o "USD"',
      locale_bad: 'el argumento 3, el idioma, es {value}: use una etiqueta de idioma como "en-US" o "de-DE"',
      fields_two: 'los argumentos 2 y 3 deben nombrar dos campos de los elementos, por ejemplo "quantity" "unitPrice"',
      item_no_number: 'el elemento {item} no tiene un número en "{field}"',
      date_bad: 'el argumento 1 es {value}, no una fecha: use una fecha ISO como "2026-11-21" o una marca de tiempo en milisegundos',
      date_zone: 'el idioma {locale} o la zona horaria {zone} es desconocida: use una etiqueta de idioma como "de-DE" y una zona IANA como "Europe/Berlin"',
      arg_unknown: '{names} no es un argumento de este helper (admite {known})',
      field_missing: 'falta {name}=',
      field_not_text: '{name}= es {value}: indique un texto',
      field_line_break: '{name}= {value} contiene un salto de línea: los códigos de pago mantienen cada campo en una línea',
      field_too_long: '{name}= tiene {length} caracteres: como máximo {max}',
      bic_bad: '{name}= {value} no es un BIC válido: 8 u 11 letras y dígitos, el 5.º y el 6.º un código de país',
      amount_not_number: '{name}= es {value}, no un número',
      amount_range: '{name}= es {value}: use un importe de 0.01 a 999999999.99',
      amount_decimals: '{name}= es {value}: tiene más de dos decimales (redondéelo antes, por ejemplo con round {name} 2)',
      rf_format: '{name}= {value} no es una referencia de acreedor RF (ISO 11649): RF, dos dígitos de control y de 1 a 21 letras o dígitos',
      rf_check: '{name}= {value} no es una referencia de acreedor RF válida: sus dígitos de control no coinciden',
      qr_ref_format: '{name}= {value} no es una referencia QR: un QR-IBAN necesita una referencia QR de 27 dígitos',
      qr_ref_check: '{name}= {value} no es una referencia QR válida: su dígito de control (el 27.º) no coincide',
      epc_not_sepa: 'iban= {value} no está en un país SEPA: un código QR EPC solo paga a cuentas SEPA',
      epc_currency: 'currency= es {value}: un código QR EPC (transferencia SEPA) es solo en euros, "EUR"',
      epc_ref_and_text: 'reference= y text= se indican ambos: un código QR EPC lleva o una referencia estructurada o un texto, no ambos',
      epc_payload: 'name= y text= hacen que los datos ocupen {bytes} bytes: EPC069-12 permite {max}',
      option_boolean: '{name}= es {value}: use true o false',
      value_missing: 'falta el argumento 2, el valor',
      value_bad: 'el argumento 2, el valor, es {value}: indique el texto o los dígitos que se codifican',
      type_bad: 'el argumento 1, el tipo, es {value}: use uno de {types}',
      option_mm: '{name}= es {value}: use un número de milímetros de {min} a {max}',
      option_scale: '{name}= es {value}: use un número de píxeles CSS por módulo de {min} a {max}',
      option_modules: '{name}= es {value}: use un número de módulos de {min} a {max}',
      value_too_long_chars: 'el argumento 2, el valor, tiene {length} caracteres: {code} admite aquí como máximo {max}',
      value_too_long_bytes: 'el argumento 2, el valor, ocupa {length} bytes: {code} admite aquí como máximo {max}',
      gs1_digits: 'el argumento 2, el valor {value}, no es un {code}: lleva {n} dígitos (o {n1}, y se añade el dígito de control)',
      gs1_check: 'el argumento 2, el valor {value}, tiene un dígito de control erróneo: termina en {last}, pero el dígito de control de {body} es {want}',
      code128_char:
        'el argumento 2, el valor {value}, tiene un carácter que Code 128 no puede codificar: {bad} (admite letras, dígitos, espacio y puntuación ASCII)',
      code39_char:
        'el argumento 2, el valor {value}, tiene un carácter que Code 39 no puede codificar: {bad} (admite A-Z en mayúsculas, dígitos, espacio y - . $ / + %)',
      surrogate: 'el argumento 2, el valor, contiene un sustituto UTF-16 suelto, que ningún código puede llevar como texto',
      party_missing: 'falta {name}=: indique un objeto con {fields}',
      party_not_object: '{name}= es {value}: indique un objeto con {fields}',
      party_field: '{name}.{key} no es un campo de {name}= (admite {fields})',
      party_country: '{name}.country= es {value}: use un código de país de dos letras como "CH"',
      qr_not_ch_iban: 'creditor.account= {value} no es un IBAN suizo ni de Liechtenstein: una factura QR solo paga a cuentas CH y LI',
      qr_currency: 'currency= es {value}: una factura QR es en "CHF" o "EUR"',
      qr_ref_missing: 'falta reference=: creditor.account es un QR-IBAN, que necesita una referencia QR de 27 dígitos',
      qr_ref_plain_iban:
        'reference= {value} es una referencia QR, que necesita un QR-IBAN: creditor.account es un IBAN corriente (use una referencia de acreedor RF o un QR-IBAN)',
      qr_language: 'language= es {value}: use "de", "fr", "it", "en" o "rm"',
      iban_country: '{name}= {value} no es un IBAN válido: no empieza por un código de país conocido',
      iban_length: '{name}= {value} no es un IBAN válido: su longitud no corresponde a su país',
      iban_format: '{name}= {value} no es un IBAN válido: la parte de la cuenta no tiene el formato de su país',
      iban_check_nan: '{name}= {value} no es un IBAN válido: sus dígitos de control (3.º y 4.º caracteres) no son dígitos',
      iban_checksum: '{name}= {value} no es un IBAN válido: sus dígitos de control no coinciden (mod 97): hay un carácter mal escrito',
      iban_account_check: '{name}= {value} no es un IBAN válido: el dígito de control propio del número de cuenta no coincide',
      iban_not: '{name}= {value} no es un IBAN válido: no es un IBAN',
    },
    tokens: {
      EOF: 'el final de la plantilla',
      CLOSE: '`}}`',
      CLOSE_UNESCAPED: '`}}}`',
      OPEN: '`{{`',
      INVERSE: '`{{else}}`',
      OPEN_INVERSE_CHAIN: '`{{else …}}`',
      OPEN_ENDBLOCK: 'una etiqueta de cierre `{{/…}}`',
      OPEN_BLOCK: 'un bloque `{{#…}}`',
      INVALID: 'un carácter que Handlebars no puede leer',
    },
  },
  pt: {
    problems: {
      helper: '`{helper}` na linha {line}: {reason}.',
      helper_self: '`{helper}` na linha {line} {reason}.',
      else_outside: '`{tag}` na linha {line} está fora de qualquer bloco: pertence entre `{{#if …}}` e `{{/if}}` (ou outro bloco).',
      close_unopened: '`{tag}` na linha {line} fecha um bloco que nunca foi aberto: remova-o ou acrescente antes o `{{#{name} …}}` correspondente.',
      close_crossed: '`{tag}` na linha {line} não fecha `{open}`, aberto na linha {openLine}: feche-o primeiro com `{{/{openName}}}`.',
      unclosed: '`{tag}`, aberto na linha {line}, nunca é fechado: acrescente `{{/{name}}}` onde o bloco termina.',
      parse_tag: 'A linha {line} tem uma etiqueta que o Handlebars não consegue ler (encontrou {found}): verifique as chaves, aspas e argumentos.',
      partial_missing: 'O fragmento `{name}` não existe: crie um documento do tipo "partial" com esse nome ou verifique o nome.',
      missing_helper: '`{name}` não é um helper (GET /v1/helpers lista-os) nem uma variável recebida.',
    },
    reasons: {
      not_a_helper: 'não é um helper (GET /v1/helpers lista-os) nem uma variável recebida',
      number_missing: 'falta o argumento {position}, que deve ser um número',
      number_not: 'o argumento {position} é {value}, não um número',
      currency_missing: 'falta o argumento 2, a moeda: use um código ISO 4217 como "EUR" ou "USD"',
      currency_bad: 'o argumento 2, a moeda, é {value}: use um código ISO 4217 como "EUR" ou "USD"',
      locale_bad: 'o argumento 3, o idioma, é {value}: use uma etiqueta de idioma como "en-US" ou "de-DE"',
      fields_two: 'os argumentos 2 e 3 devem nomear dois campos dos itens, por exemplo "quantity" "unitPrice"',
      item_no_number: 'o item {item} não tem um número em "{field}"',
      date_bad: 'o argumento 1 é {value}, não uma data: use uma data ISO como "2026-11-21" ou um carimbo de tempo em milissegundos',
      date_zone: 'o idioma {locale} ou o fuso horário {zone} é desconhecido: use uma etiqueta de idioma como "de-DE" e um fuso IANA como "Europe/Berlin"',
      arg_unknown: '{names} não é um argumento deste helper (aceita {known})',
      field_missing: 'falta {name}=',
      field_not_text: '{name}= é {value}: indique um texto',
      field_line_break: '{name}= {value} contém uma quebra de linha: os códigos de pagamento mantêm cada campo numa linha',
      field_too_long: '{name}= tem {length} caracteres: no máximo {max}',
      bic_bad: '{name}= {value} não é um BIC válido: 8 ou 11 letras e dígitos, o 5.º e o 6.º um código de país',
      amount_not_number: '{name}= é {value}, não um número',
      amount_range: '{name}= é {value}: use um montante de 0.01 a 999999999.99',
      amount_decimals: '{name}= é {value}: tem mais de duas casas decimais (arredonde antes, por exemplo com round {name} 2)',
      rf_format: '{name}= {value} não é uma referência de credor RF (ISO 11649): RF, dois dígitos de controlo e 1 a 21 letras ou dígitos',
      rf_check: '{name}= {value} não é uma referência de credor RF válida: os dígitos de controlo não coincidem',
      qr_ref_format: '{name}= {value} não é uma referência QR: um QR-IBAN precisa de uma referência QR de 27 dígitos',
      qr_ref_check: '{name}= {value} não é uma referência QR válida: o dígito de controlo (o 27.º) não coincide',
      epc_not_sepa: 'iban= {value} não está num país SEPA: um código QR EPC só paga a contas SEPA',
      epc_currency: 'currency= é {value}: um código QR EPC (transferência SEPA) é apenas em euros, "EUR"',
      epc_ref_and_text: 'reference= e text= são ambos indicados: um código QR EPC leva uma referência estruturada ou um texto, não ambos',
      epc_payload: 'name= e text= tornam os dados {bytes} bytes longos: EPC069-12 permite {max}',
      option_boolean: '{name}= é {value}: use true ou false',
      value_missing: 'falta o argumento 2, o valor',
      value_bad: 'o argumento 2, o valor, é {value}: indique o texto ou os dígitos a codificar',
      type_bad: 'o argumento 1, o tipo, é {value}: use um de {types}',
      option_mm: '{name}= é {value}: use um número de milímetros de {min} a {max}',
      option_scale: '{name}= é {value}: use um número de píxeis CSS por módulo de {min} a {max}',
      option_modules: '{name}= é {value}: use um número de módulos de {min} a {max}',
      value_too_long_chars: 'o argumento 2, o valor, tem {length} caracteres: {code} aceita aqui no máximo {max}',
      value_too_long_bytes: 'o argumento 2, o valor, ocupa {length} bytes: {code} aceita aqui no máximo {max}',
      gs1_digits: 'o argumento 2, o valor {value}, não é um {code}: leva {n} dígitos (ou {n1}, e o dígito de controlo é acrescentado)',
      gs1_check: 'o argumento 2, o valor {value}, tem um dígito de controlo errado: termina em {last}, mas o dígito de controlo de {body} é {want}',
      code128_char:
        'o argumento 2, o valor {value}, tem um carácter que o Code 128 não consegue codificar: {bad} (aceita letras, dígitos, espaço e pontuação ASCII)',
      code39_char:
        'o argumento 2, o valor {value}, tem um carácter que o Code 39 não consegue codificar: {bad} (aceita A-Z em maiúsculas, dígitos, espaço e - . $ / + %)',
      surrogate: 'o argumento 2, o valor, contém um substituto UTF-16 isolado, que nenhum código consegue levar como texto',
      party_missing: 'falta {name}=: indique um objeto com {fields}',
      party_not_object: '{name}= é {value}: indique um objeto com {fields}',
      party_field: '{name}.{key} não é um campo de {name}= (aceita {fields})',
      party_country: '{name}.country= é {value}: use um código de país de duas letras como "CH"',
      qr_not_ch_iban: 'creditor.account= {value} não é um IBAN suíço nem do Liechtenstein: uma fatura QR só paga a contas CH e LI',
      qr_currency: 'currency= é {value}: uma fatura QR é em "CHF" ou "EUR"',
      qr_ref_missing: 'falta reference=: creditor.account é um QR-IBAN, que precisa de uma referência QR de 27 dígitos',
      qr_ref_plain_iban:
        'reference= {value} é uma referência QR, que precisa de um QR-IBAN: creditor.account é um IBAN comum (use uma referência de credor RF ou um QR-IBAN)',
      qr_language: 'language= é {value}: use "de", "fr", "it", "en" ou "rm"',
      iban_country: '{name}= {value} não é um IBAN válido: não começa por um código de país conhecido',
      iban_length: '{name}= {value} não é um IBAN válido: o comprimento não corresponde ao seu país',
      iban_format: '{name}= {value} não é um IBAN válido: a parte da conta não tem o formato do seu país',
      iban_check_nan: '{name}= {value} não é um IBAN válido: os dígitos de controlo (3.º e 4.º caracteres) não são dígitos',
      iban_checksum: '{name}= {value} não é um IBAN válido: os dígitos de controlo não coincidem (mod 97): um carácter foi mal escrito',
      iban_account_check: '{name}= {value} não é um IBAN válido: o dígito de controlo próprio do número de conta não coincide',
      iban_not: '{name}= {value} não é um IBAN válido: não é um IBAN',
    },
    tokens: {
      EOF: 'o fim do modelo',
      CLOSE: '`}}`',
      CLOSE_UNESCAPED: '`}}}`',
      OPEN: '`{{`',
      INVERSE: '`{{else}}`',
      OPEN_INVERSE_CHAIN: '`{{else …}}`',
      OPEN_ENDBLOCK: 'uma etiqueta de fecho `{{/…}}`',
      OPEN_BLOCK: 'um bloco `{{#…}}`',
      INVALID: 'um carácter que o Handlebars não consegue ler',
    },
  },
};

export const PROBLEM_KEYS = Object.keys(texts.en.problems) as ProblemKey[];
export const REASON_KEYS = Object.keys(texts.en.reasons) as ReasonKey[];

const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

const isKey = <K extends string>(table: Record<K, string>, key: unknown): key is K => typeof key === 'string' && Object.hasOwn(table, key);

/** A helper's reason alone, as the helper frame words it. */
export const reasonText = (locale: Locale, key: ReasonKey, params: Record<string, string | number>): string => fill(texts[locale].reasons[key], params);

/** The sentence of a keyed template problem in `locale`, or undefined for a problem without a key (its English text stands). */
export function problemDetail(locale: Locale, params: Record<string, string | number>): string | undefined {
  const t = texts[locale];
  const { problem, reason, token } = params;
  if (!isKey(t.problems, problem)) return undefined;
  if (problem === 'helper' || problem === 'helper_self') {
    if (!isKey(t.reasons, reason)) return undefined;
    // A missing helper reads "`totl` on line 3 is not a helper…": no colon before its reason.
    const frame = reason === 'not_a_helper' ? t.problems.helper_self : t.problems.helper;
    return fill(frame, { ...params, reason: fill(t.reasons[reason], params) });
  }
  const found = isKey(t.tokens, token) ? t.tokens[token] : `\`${String(token ?? '')}\``;
  return fill(t.problems[problem], { ...params, found });
}
