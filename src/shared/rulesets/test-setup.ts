/**
 * Vitest setup (vitest.config.ts `setupFiles`): loads the registry of
 * rulesets, so each ruleset's entry installs its plug-ins (Commando's
 * special rules, rulesets/commando/engine/special-rules.ts) before tests
 * that call an engine directly.
 */
import './index';
