/** Refusals of the skirmish engine: `area/reason` codes, the seed line, and a sentence naming what is wrong. */
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { seedLine } from '../tables/seed';

export const refuse = (code: string, line: number, what: string, message: string): RuleError => ruleError(code, seedLine(line, what), message);
