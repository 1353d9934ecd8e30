import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT=auto (the default): a person reads a terminal, so `npm start` and `npm run dev` print coloured lines;
 * anything else (a file, a pipe, a container's log, a collector) gets one JSON object a line. json or pretty forces one.
 */
export function logFormat(setting: Config['logFormat'], stdoutIsTerminal: boolean): LogFormat {
  if (setting !== 'auto') return setting;
  return stdoutIsTerminal ? 'pretty' : 'json';
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Fastify's logger options for this config: pino, formatted by pino-pretty in this thread when the format is pretty. */
export async function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  stdoutIsTerminal: boolean,
  serializers: Record<string, (value: never) => unknown>,
  /** Where pretty lines go: stdout, but for tests. */
  destination?: NodeJS.WritableStream,
): Promise<LoggerOptions> {
  const options = { level: config.logLevel, serializers } as LoggerOptions;
  if (logFormat(config.logFormat, stdoutIsTerminal) === 'json') return options;
  // Loaded only for a terminal; in this thread rather than as a worker transport: a person's terminal is no load, and
  // the image's file tracer (scripts/image-files.ts) sees an import where it cannot see a transport's name.
  const { default: pretty } = await import('pino-pretty');
  // Colours when the terminal takes them (pino-pretty asks colorette); pid and hostname say nothing on one machine.
  return { ...options, stream: pretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true, ...(destination && { destination }) }) } as LoggerOptions;
}
