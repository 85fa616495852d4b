/**
 * An EN 16931 invoice that passes the CEN and KoSIT rules as factur-x and as either XRechnung:
 * the OpenAPI example, the starters' sample variable and the tests' base payload.
 */
export const SAMPLE_INVOICE = {
  'ubl:Invoice': {
    'cbc:ID': 'RE-2026-0042',
    'cbc:IssueDate': '2026-11-20',
    'cbc:DueDate': '2026-12-04',
    'cbc:InvoiceTypeCode': '380',
    'cbc:DocumentCurrencyCode': 'EUR',
    'cbc:BuyerReference': '04011000-12345-03',
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': 'billing@quire-demo.example',
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PartyName': {
          'cbc:Name': 'Quire Demo GmbH',
        },
        'cac:PostalAddress': {
          'cbc:StreetName': 'Hauptstraße 12',
          'cbc:CityName': 'Berlin',
          'cbc:PostalZone': '10115',
          'cac:Country': {
            'cbc:IdentificationCode': 'DE',
          },
        },
        'cac:PartyTaxScheme': [
          {
            'cbc:CompanyID': 'DE123456789',
            'cac:TaxScheme': {
              'cbc:ID': 'VAT',
            },
          },
        ],
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': 'Quire Demo GmbH',
        },
        'cac:Contact': {
          'cbc:Name': 'Erika Mustermann',
          'cbc:Telephone': '+49 30 1234567',
          'cbc:ElectronicMail': 'erika@quire-demo.example',
        },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cbc:EndpointID': 'einkauf@kunde.example',
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PartyName': {
          'cbc:Name': 'Kunde AG',
        },
        'cac:PostalAddress': {
          'cbc:StreetName': 'Marktplatz 3',
          'cbc:CityName': 'München',
          'cbc:PostalZone': '80331',
          'cac:Country': {
            'cbc:IdentificationCode': 'DE',
          },
        },
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': 'Kunde AG',
        },
      },
    },
    'cac:Delivery': {
      'cbc:ActualDeliveryDate': '2026-11-18',
    },
    'cac:PaymentMeans': [
      {
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': 'RE-2026-0042',
        'cac:PayeeFinancialAccount': {
          'cbc:ID': 'DE02120300000000202051',
          'cbc:Name': 'Quire Demo GmbH',
        },
      },
    ],
    'cac:PaymentTerms': {
      'cbc:Note': 'Zahlbar ohne Abzug bis 04.12.2026.',
    },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': '237.50',
        'cbc:TaxAmount@currencyID': 'EUR',
        'cac:TaxSubtotal': [
          {
            'cbc:TaxableAmount': '1250.00',
            'cbc:TaxableAmount@currencyID': 'EUR',
            'cbc:TaxAmount': '237.50',
            'cbc:TaxAmount@currencyID': 'EUR',
            'cac:TaxCategory': {
              'cbc:ID': 'S',
              'cbc:Percent': '19',
              'cac:TaxScheme': {
                'cbc:ID': 'VAT',
              },
            },
          },
        ],
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': '1250.00',
      'cbc:LineExtensionAmount@currencyID': 'EUR',
      'cbc:TaxExclusiveAmount': '1250.00',
      'cbc:TaxExclusiveAmount@currencyID': 'EUR',
      'cbc:TaxInclusiveAmount': '1487.50',
      'cbc:TaxInclusiveAmount@currencyID': 'EUR',
      'cbc:PayableAmount': '1487.50',
      'cbc:PayableAmount@currencyID': 'EUR',
    },
    'cac:InvoiceLine': [
      {
        'cbc:ID': '1',
        'cbc:InvoicedQuantity': '10',
        'cbc:InvoicedQuantity@unitCode': 'HUR',
        'cbc:LineExtensionAmount': '950.00',
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': {
          'cbc:Name': 'Template design',
          'cac:ClassifiedTaxCategory': {
            'cbc:ID': 'S',
            'cbc:Percent': '19',
            'cac:TaxScheme': {
              'cbc:ID': 'VAT',
            },
          },
        },
        'cac:Price': {
          'cbc:PriceAmount': '95.00',
          'cbc:PriceAmount@currencyID': 'EUR',
        },
      },
      {
        'cbc:ID': '2',
        'cbc:InvoicedQuantity': '1',
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': '300.00',
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': {
          'cbc:Name': 'Hosting, November',
          'cac:ClassifiedTaxCategory': {
            'cbc:ID': 'S',
            'cbc:Percent': '19',
            'cac:TaxScheme': {
              'cbc:ID': 'VAT',
            },
          },
        },
        'cac:Price': {
          'cbc:PriceAmount': '300.00',
          'cbc:PriceAmount@currencyID': 'EUR',
        },
      },
    ],
  },
};
