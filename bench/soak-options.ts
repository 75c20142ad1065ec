import { TEAM_SIZE } from './soak-world.ts';

/* The soak's command line (`npm run bench -- soak [options]`). */

export type TEngine = 'pglite' | 'postgres';

export type TSoakOptions = {
  minutes: number;
  people: number;
  /** Minutes between two kills; 0: never. */
  killEvery: number;
  engines: TEngine[];
  port: number;
  /** Mean think time of a person between two actions (s). */
  thinkS: number;
  /** Actions left out by name (or the start of a name: `chart: edit` leaves out both seat edits). */
  without: string[];
  ci: boolean;
};

const USAGE = `npm run bench -- soak [--minutes 30] [--people 200] [--kill-every 5] [--engine pglite|postgres|both]
  [--think 3] [--port 3511] [--without "action name,..."] [--ci]
--ci: 90 s per engine with one kill in the middle (--minutes 1.5 --kill-every 0.75), both engines.`;

export function parseSoakOptions(args: string[]): TSoakOptions {
  const options: TSoakOptions = {
    minutes: 30,
    people: 200,
    killEvery: 5,
    engines: ['pglite', 'postgres'],
    port: 3511,
    thinkS: 3,
    without: [],
    ci: false,
  };
  if (args.includes('--ci')) Object.assign(options, { minutes: 1.5, killEvery: 0.75, ci: true });
  for (let i = 0; i < args.length; i++) {
    const name = args[i] as string;
    if (name === '--ci') continue;
    const value = args[i + 1];
    const number = Number(value);
    i++;
    if (name === '--engine') {
      if (value === 'both') options.engines = ['pglite', 'postgres'];
      else if (value === 'pglite' || value === 'postgres') options.engines = [value];
      else throw new Error(`--engine takes pglite, postgres or both\n${USAGE}`);
    } else if (name === '--without') options.without = (value ?? '').split(',').map((n) => n.trim());
    else if (!Number.isFinite(number) || value === undefined)
      throw new Error(`${name} needs a number\n${USAGE}`);
    else if (name === '--minutes') options.minutes = number;
    else if (name === '--people') options.people = number;
    else if (name === '--kill-every') options.killEvery = number;
    else if (name === '--port') options.port = number;
    else if (name === '--think') options.thinkS = number;
    else throw new Error(`Unknown option ${name}\n${USAGE}`);
  }
  if (options.people < TEAM_SIZE) throw new Error(`--people must be at least ${TEAM_SIZE}`);
  return options;
}
