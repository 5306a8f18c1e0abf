import { LoggerService } from '@nestjs/common';
import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import pino, { DestinationStream, Logger, LoggerOptions } from 'pino';
import type { AppConfig } from '../config/config';
import { REDACTED, REDACTED_PATHS } from './redaction';

/** LOG_LEVEL speaks Nest's names; pino calls `log` info. */
const PINO_LEVELS: Record<AppConfig['logLevel'], pino.Level> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug' };

/** One line each in development: `[Context] message`, the request's id and time after it. */
const PRETTY = { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,context,req,res', messageFormat: '{if context}[{context}] {end}{msg}', singleLine: true };

/**
 * The one logger of a process. In production and tests every line is one JSON object (level by
 * name, ISO time, the Nest context; request lines and a request's errors carry its `requestId`);
 * in development lines are made readable by pino-pretty, in a worker thread so that the server
 * does not wait for them. `destination` replaces standard output (tests read what is written).
 * Nest's lines go through nestjs-pino, whose logger outside a request is the first root logger
 * the process made: one per process, as `npm start` has.
 */
export function createRootLogger(config: Pick<AppConfig, 'env' | 'logLevel'>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: PINO_LEVELS[config.logLevel],
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
  };
  if (destination) return pino(options, destination);
  if (config.env === 'development' && prettyPrinterInstalled()) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: PRETTY } });
  }
  return pino(options);
}

/** A Nest logger writing through `root`, for what is logged before the application exists. */
export function nestLogger(root: Logger): LoggerService {
  return new NestPinoLogger(new PinoLogger({ pinoHttp: { logger: root } }), {});
}

/** pino-pretty is a development tool: a production install without it logs JSON. */
function prettyPrinterInstalled(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
