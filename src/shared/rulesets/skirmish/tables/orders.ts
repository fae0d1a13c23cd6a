import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';
import type { TargetMove } from './spotting';

/**
 * What a unit may be ordered to do: the actions of the reaction table
 * (seed line 24: Move back, Unaimed fire/Set up, Crawl, Aimed fire/Advance,
 * To contact) and `hold` (house: stay put and do nothing that needs a roll).
 */
export const ORDER_ACTIONS = ['hold', 'move-back', 'unaimed-fire', 'set-up', 'crawl', 'aimed-fire', 'advance', 'to-contact'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const REACTION = (what: string) => seedLine(24, `reaction, To: ${what}`);
const MODES = 'the reaction table names actions and the movement table modes (line 37); which modes an action allows is not printed';

/** The movement modes each action allows its figures (house where the seed does not say). */
export const ACTION_MODES: Readonly<Record<OrderAction, Sourced<readonly TargetMove[]>>> = {
  hold: house(['still'], seedLine(24, 'reaction'), 'a unit that holds needs no reaction roll and moves nowhere'),
  'move-back': house(['still', 'crawl', 'advance', 'run'], REACTION('Move back'), `${MODES}; moving back a man may go as fast as he can`),
  'unaimed-fire': printed(['still'], REACTION('Unaimed Fire')),
  'set-up': printed(['still'], REACTION('Set up')),
  crawl: printed(['still', 'crawl'], REACTION('Crawl')),
  'aimed-fire': printed(['still'], REACTION('Aimed Fire')),
  advance: house(['still', 'crawl', 'advance'], REACTION('Advance'), `${MODES}; an advance may include men crawling`),
  'to-contact': house(['still', 'crawl', 'advance', 'run'], REACTION('To contact'), `${MODES}; running is the only mode with no action of its own, and closing to contact is when men run`),
};

/** Whether an action needs a reaction roll (line 24); `hold` does not (house). */
export const NEEDS_REACTION: Readonly<Record<OrderAction, Sourced<boolean>>> = {
  hold: house(false, seedLine(24, 'reaction'), 'the reaction roll is for doing something; a unit that only holds has nothing to roll for'),
  'move-back': printed(true, REACTION('Move back 2+')),
  'unaimed-fire': printed(true, REACTION('Unaimed Fire 3+')),
  'set-up': printed(true, REACTION('Set up 3+')),
  crawl: printed(true, REACTION('Crawl 4+')),
  'aimed-fire': printed(true, REACTION('Aimed Fire 5+')),
  advance: printed(true, REACTION('Advance 5+')),
  'to-contact': printed(true, REACTION('To contact 6+')),
};

/** "pinned no moving" (seed line 61); a crippled man moves only when carried (lines 47–48). */
export const PINNED_NO_MOVING = printed(true, seedLine(61, 'pinned no moving'));
export const CRIPPLED_CARRIED: Sourced<true> = house(true, seedLine(48, 'crippled man carried'), 'the seed moves a crippled man only as a load (lines 47–48): he does not move himself');

/** A figure's posture after his move: crawling leaves him prone, advancing or running standing (house). */
export const POSTURE_AFTER: Readonly<Record<'crawl' | 'advance' | 'run', Sourced<'prone' | 'standing'>>> = {
  crawl: house('prone', seedLine(37, 'crawl'), 'a man crawls on his belly'),
  advance: house('standing', seedLine(37, 'advance'), 'a man advances on his feet'),
  run: house('standing', seedLine(37, 'run'), 'a man runs on his feet'),
};

/** Orders stay secret until both sides have submitted; a side may rewrite its own until then (house). */
export const ORDERS_REWRITE: Sourced<'until-revealed'> = house(
  'until-revealed',
  seedLine(3, 'turns are simultaneous'),
  'simultaneous turns need orders fixed before either side learns anything; until both are in, a side loses nothing by changing its mind',
);
