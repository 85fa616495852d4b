import { once } from 'node:events';
import type { Command } from 'commander';
import type { Cli } from './program.js';

export function mcpCommand(program: Command, cli: Cli): void {
  program
    .command('mcp')
    .description("Serve Quire's MCP tools on stdio, calling the Quire server at QUIRE_URL with QUIRE_API_TOKEN")
    .action(async () => {
      await (await import('../mcp/stdio.js')).runStdioServer(cli.env);
      // The session lasts until the client closes stdin.
      await once(process.stdin, 'end');
    });
}
