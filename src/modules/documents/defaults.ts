/** What a new document starts with (the spec's defaults). */
export const NEW_DOCUMENT = {
  framework: 'TAILWIND',
  format: 'A4',
  landscape: false,
  fonts: [],
  variables: {},
  archived: false,
  body: `<div class="p-12">
  <h1 class="text-3xl font-bold">Hello, world!</h1>
  <p class="mt-4 text-gray-600">Edit this template, then render it with POST /v1/generate.</p>
</div>
`,
} as const;
