import type { Command } from 'commander';

export function mcpCommand(program: Command): void {
  program
    .command('mcp')
    .description("Serve Quire's MCP tools on stdio, calling the Quire server at QUIRE_URL with QUIRE_API_TOKEN")
    .action(async () => (await import('../mcp/stdio.js')).runStdioServer());
}
