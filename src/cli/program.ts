import { Command } from 'commander';
import { adminCommands } from './admin.js';
import { describeFailure } from './failure.js';
import { mcpCommand } from './mcp.js';
import { serveCommand, migrateCommand, demoCommand } from './serve.js';

const program = new Command('quire').description('Quire: Handlebars documents in, permanent PDF URLs out.');
serveCommand(program);
migrateCommand(program);
demoCommand(program);
adminCommands(program);
mcpCommand(program);

program.parseAsync().catch((err: unknown) => {
  console.error(describeFailure(err));
  process.exit(1);
});
