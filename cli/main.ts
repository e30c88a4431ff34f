import { Command } from 'commander';
import { runAction } from './run-action.ts';
import { ROLE_CHOICES } from './user-args.ts';
import { QUORUM_VERSION } from '../kernel/version.ts';
import { PRIVILEGED } from '../kernel/plugins/plugin-capabilities.ts';

/**
 * The `quorum` command tree. Each action is loaded only when its command runs, and
 * runAction owns exit codes and error printing.
 */
export function buildProgram(): Command {
  const program = new Command('quorum')
    .description('Quorum: a self-hosted community question-and-answer site')
    .version(QUORUM_VERSION)
    .option('-C, --home <dir>', 'QUORUM_HOME: config.yaml, SQLite file and uploads (default $QUORUM_HOME or ./data)');
  const home = () => program.opts<{ home?: string }>().home;

  program
    .command('init')
    .description('install a new site: database, site information and the admin account')
    .option('-y, --yes', 'unattended: take every answer from the flags below')
    .option('--db <engine>', 'database engine: sqlite, mysql or postgres', 'sqlite')
    .option('--db-file <file>', 'SQLite file, relative to QUORUM_HOME', 'quorum.db')
    .option('--db-host <host>', 'MySQL/PostgreSQL host', '127.0.0.1')
    .option('--db-port <port>', 'MySQL/PostgreSQL port (default 3306 / 5432)')
    .option('--db-user <user>', 'MySQL/PostgreSQL user (default root / postgres)')
    .option('--db-password <password>', 'MySQL/PostgreSQL password', '')
    .option('--db-name <name>', 'MySQL/PostgreSQL database, created when missing', 'quorum')
    .option('--site-name <name>', 'site name')
    .option('--site-url <url>', 'public URL of the site', 'http://localhost:9080')
    .option('--contact-email <email>', 'contact e-mail shown to members')
    .option('--admin-name <name>', 'admin username')
    .option('--admin-email <email>', 'admin e-mail')
    .option('--admin-password <password>', 'admin password (8 to 32 characters)')
    .option('--lang <language>', 'site language: en_US or zh_CN', 'en_US')
    .option('--login-required', 'only members can read the site')
    .option('--cache <url>', 'a cache every process of the site shares, e.g. redis://127.0.0.1:6379/0 (default: each process keeps its own in memory)')
    .action(runAction(() => import('./commands/init.ts'), home));

  program
    .command('run')
    .description('serve the site (port $PORT, default 9080) from the build, built first when missing or stale; before install it serves the install wizard')
    .option('-p, --port <port>', 'port to listen on')
    .option('--no-build', 'serve the existing build even when it is stale (refused when there is none)')
    .action(runAction(() => import('./commands/run.ts'), home));

  program
    .command('build')
    .description('compile the server to JavaScript (dist/server), build the web bundle (web/dist) and the plugins added to the site, where missing or stale')
    .option('-f, --force', 'rebuild everything')
    .action(runAction(() => import('./commands/build.ts'), home));

  program
    .command('upgrade')
    .description('run pending kernel and plugin migrations')
    .action(runAction(() => import('./commands/upgrade.ts'), home));

  program
    .command('check')
    .description('check config.yaml, the database, migrations, the cache and the upload folder')
    .action(runAction(() => import('./commands/check.ts'), home));

  program
    .command('dump [file]')
    .description('write every table of the site (kernel and plugins) to one JSON-lines file that any engine can restore')
    .addHelpText('after', '\nThe default file is QUORUM_HOME/dumps/quorum-<UTC time>.jsonl; an existing file is never overwritten.\nThe rows are read in one transaction, so the server may keep running.')
    .action(runAction(() => import('./commands/dump.ts'), home));

  program
    .command('restore <file>')
    .description("replace all of the installed site's data with a dump's, in one transaction")
    .option('-f, --force', "confirm that the site's current data is to be replaced (required whenever it holds any)")
    .addHelpText('after', [
      '',
      'Install the target first (`quorum init`, any engine), with the same Quorum version and plugins as',
      'the dumped site: a dump taken at other migrations is refused. Stop the server while restoring.',
      'Any failure (a damaged or cut-off file, a refused row) rolls everything back and changes nothing.',
    ].join('\n'))
    .action(runAction(() => import('./commands/restore.ts'), home));

  program.command('search').description('the search index').command('reindex').description('rebuild the search index from the database, in batches, while the site keeps serving').action(runAction(() => import('./commands/search-reindex.ts'), home));

  const plugin = program.command('plugin').description('list, scaffold, add, remove, enable and disable plugins');
  plugin.command('list').description('list plugins and their state').action(runAction(() => import('./commands/plugin-list.ts'), home));
  plugin.command('enable <id>').description('enable a plugin').action(runAction(() => import('./commands/plugin-enable.ts'), home));
  plugin.command('disable <id>').description('disable a plugin').action(runAction(() => import('./commands/plugin-disable.ts'), home));
  plugin
    .command('new <id>')
    .description('scaffold a feature plugin in plugins/<id>: a route with schemas shared by its web half, a settings group, an extension point, a footer fill, en_US/zh_CN catalogues, README and a test')
    .option('--dir <folder>', 'create it in <folder>/<id> instead')
    .action(runAction(() => import('./commands/plugin-new.ts'), home));
  plugin
    .command('add <folder>')
    .description('install a plugin folder or archive into QUORUM_HOME/plugins, or upgrade an added plugin to a newer version: checks its manifest, runs its (new) migrations, starts it once')
    .option('-f, --force', 'replace an added plugin with the same or an older version')
    .option('--grant <capabilities>', `privileged capabilities the plugin may use, comma-separated: ${PRIVILEGED.join(', ')}`)
    .action(runAction(() => import('./commands/plugin-add.ts'), home));
  plugin
    .command('remove <id>')
    .description('disable a plugin added with `plugin add` and delete its folder; asks (at a terminal) whether to drop its tables too; core, required and built-in plugins are refused')
    .option('--drop-tables', "drop the plugin's tables too (its migrations' down steps, newest first)")
    .option('--keep-tables', "keep its tables and rows (the default where nobody can be asked)")
    .action(runAction(() => import('./commands/plugin-remove.ts'), home));

  const user = program.command('user').description('manage accounts');
  user
    .command('passwd')
    .description("set a user's password (ends their sessions)")
    .requiredOption('-e, --email <email>', "the user's e-mail")
    .option('-p, --password <password>', 'new password (asked for when left out)')
    .action(runAction(() => import('./commands/user-passwd.ts'), home));
  user
    .command('create')
    .description('create an activated account (the same checks as the admin "add user" dialog)')
    .requiredOption('-u, --username <username>', 'username: a-z, 0-9, ".", "_" and "-", at most 30')
    .requiredOption('-e, --email <email>', 'e-mail')
    .requiredOption('-p, --password <password>', 'password (8 to 32 characters)')
    .option('-d, --display-name <name>', 'display name, 3 to 30 characters (default: the username)')
    .option('-r, --role <role>', `role: ${ROLE_CHOICES.join(', ')}`, 'user')
    .action(runAction(() => import('./commands/user-create.ts'), home));
  user
    .command('role <user> <role>')
    .description(`change a role (${ROLE_CHOICES.join(', ')}); <user> is a username or e-mail; ends their sessions`)
    .action(runAction(() => import('./commands/user-role.ts'), home));

  return program;
}

export async function main(argv: string[]): Promise<void> {
  await buildProgram().parseAsync(argv);
}
