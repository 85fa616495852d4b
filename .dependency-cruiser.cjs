/**
 * Quire's layers; imports only ever point down (CONTRIBUTING.md):
 *   core < ai, db, jobs, render, storage < modules < mcp < app, cli
 * and a module's tables are reached through its front door (index.ts), never another's repo.ts.
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
      name: 'modules-not-into-another-repo',
      comment:
        "A module calls another module's front door (its index.ts), never its repo.ts: only the owner queries or writes its tables (CONTRIBUTING.md, A module). $1 is the importing module.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/repo\\.ts$', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'no-repo-above-modules',
      comment: 'The app, the CLI and MCP reach a module through its front door (index.ts) or its services, never its repo.ts.',
      severity: 'error',
      from: { path: '^src/(app|cli|mcp)/' },
      to: { path: '^src/modules/[^/]+/repo\\.ts$' },
    },
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
