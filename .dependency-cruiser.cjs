/**
 * Quire's layers; imports only ever point down (CONTRIBUTING.md):
 *   core < ai, db, jobs, render, storage < modules < mcp < app, cli
 * test/structure/layers.test.ts runs these rules; `npx depcruise src` runs them by hand.
 */
const layer = (name, mayImport) => ({
  name: `${name}-imports-only-below`,
  comment: `src/${name} may import only ${mayImport.join(', ')} (and npm packages)`,
  severity: 'error',
  from: { path: `^src/${name}/` },
  to: { path: '^src/', pathNot: mayImport.map((l) => `^src/${l}/`) },
});

const INFRA = ['ai', 'db', 'jobs', 'render', 'storage'];

module.exports = {
  forbidden: [
    layer('core', ['core']),
    ...INFRA.map((l) => layer(l, ['core', l])),
    layer('modules', ['core', ...INFRA, 'modules']),
    layer('mcp', ['core', ...INFRA, 'modules', 'mcp']),
    layer('app', ['core', ...INFRA, 'modules', 'mcp', 'app']),
    {
      name: 'no-circular',
      comment: 'A file never depends on itself through others (type-only imports aside: they vanish at run time).',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
