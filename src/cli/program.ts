import { Command, CommanderError } from 'commander';
import { adminCommands } from './admin.js';
import { describeFailure } from './failure.js';
import { mcpCommand } from './mcp.js';
import { serveCommand, migrateCommand, demoCommand } from './serve.js';

/** Where a command writes (process.stdout and process.stderr, or a test's buffers). */
export interface Writer {
  write(text: string): unknown;
}

/** What a command runs with: its output streams, its environment, and the exit code it chose. */
export interface Cli {
  out: Writer;
  err: Writer;
  env: NodeJS.ProcessEnv;
  /** Set by a command that ends with another status than 0 (serve: 1 when its shutdown was cut short). */
  code: number;
  /** One line (a newline added) on `out`, as console.log would. */
  print(text: string): void;
}

function program(cli: Cli): Command {
  const p = new Command('quire').description('Quire: Handlebars documents in, permanent PDF URLs out.');
  // Inherited by every command added below: help and usage errors go to `cli`'s streams and end
  // in a CommanderError (caught in main) instead of process.exit.
  p.exitOverride().configureOutput({ writeOut: (s) => cli.out.write(s), writeErr: (s) => cli.err.write(s) });
  serveCommand(p, cli);
  migrateCommand(p, cli);
  demoCommand(p, cli);
  adminCommands(p, cli);
  mcpCommand(p, cli);
  return p;
}

/**
 * Runs `quire <argv>` (the arguments after the program's name) and resolves to its exit code
 * once the command is done (`serve` once it has shut down). Never exits the process:
 * src/cli/main.ts does, and the tests run the commands in-process through it.
 */
export async function main(argv: string[], io: { out: Writer; err: Writer; env?: NodeJS.ProcessEnv }): Promise<number> {
  const cli: Cli = {
    out: io.out,
    err: io.err,
    env: io.env ?? process.env,
    code: 0,
    print: (text) => io.out.write(`${text}\n`),
  };
  try {
    await program(cli).parseAsync(argv, { from: 'user' });
    return cli.code;
  } catch (err) {
    // Commander has already written its message (a usage error) or the help it was asked for.
    if (err instanceof CommanderError) return err.exitCode;
    io.err.write(`${describeFailure(err)}\n`);
    return 1;
  }
}
