import { describeSquare } from '@shared/map/coords';
import type { ManState } from '@shared/rulesets/commando/model/state';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import type { Send } from './SideOrderParts';
import { SideSpray } from './SideSpray';
import { sprayOffer } from './side-spray-model';
import { exchangeCommand, exchangeOffer, fireCommand, fireOffer, grenadeKinds, prepareWeaponOffer, reloadOffer, throwOffer } from './side-weapons-model';

const tp = (cost: number | undefined): string => (cost === undefined ? '' : ` · ${cost} TP`);

/**
 * Issue 15: the acting man's weapon orders, from the side's projection alone
 * (side-weapons-model.ts): fire or aim at an enemy man the side observes now,
 * reload, prepare another weapon, prepare and throw a grenade (at an observed
 * man, or at a square tapped on the map), exchange weapons with his own men
 * in his square, and spray fire at several observed men (SideSpray.tsx).
 * Each button sends one order; the engine adjudicates it.
 */
export function SideWeapons({ view, man, send, throwing, onThrowing }: { view: PlayerView; man: ManState; send: Send; throwing: boolean; onThrowing: (on: boolean) => void }) {
  const fire = fireOffer(view, man);
  const spray = sprayOffer(view, man);
  const reload = reloadOffer(man);
  const others = prepareWeaponOffer(man);
  const toThrow = throwOffer(view, man);
  const kinds = toThrow ? [] : grenadeKinds(man);
  const exchange = exchangeOffer(view, man);
  return (
    <div className="side-weapons" data-testid="side-weapons">
      {fire && (
        <div role="group" aria-label="Fire" data-testid="fire-orders">
          <p className="muted small">
            Fire his {fire.weapon.kind}
            {tp(fire.cost)} <span className="case">Case 10.1, Chart 5.22</span>
          </p>
          {fire.targets.length === 0 ? (
            <p className="muted small" data-testid="fire-none">
              Your men observe no enemy now.
            </p>
          ) : (
            <ul className="fire-targets">
              {fire.targets.map((t) => (
                <li key={t.id}>
                  <b>{t.id}</b> <span className="muted">at {describeSquare(t.square)} · range {t.range}</span>
                  <div className="order-buttons">
                    <button className="action primary" data-testid={`fire-${t.id}`} onClick={() => send(fireCommand(man.id, t.id, false))}>
                      Fire at {t.id}
                    </button>
                    <button className="action" data-testid={`aim-${t.id}`} onClick={() => send(fireCommand(man.id, t.id, true))} title="Aimed fire takes all his remaining Task Points (Case 10.82)">
                      Aim and fire
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {spray && <SideSpray key={man.id} offer={spray} manId={man.id} send={send} />}
        </div>
      )}
      {(reload || others.length > 0) && (
        <div className="order-buttons" role="group" aria-label="His weapons">
          {reload?.weapons.map((w) => (
            <button key={w.id} className="action" data-testid={`reload-${w.id}`} onClick={() => send({ type: 'task/reload', manId: man.id, weaponId: w.id })}>
              Reload his {w.kind}
              {tp(reload.cost)}
            </button>
          ))}
          {others.map((w) => (
            <button key={w.id} className="action" data-testid={`prepare-${w.id}`} onClick={() => send({ type: 'task/prepare-weapon', manId: man.id, weaponId: w.id })}>
              Prepare his {w.kind}
            </button>
          ))}
        </div>
      )}
      {toThrow ? (
        <div role="group" aria-label="Throw his grenade" data-testid="throw-orders">
          <p className="muted small">
            Throw his {toThrow.type} grenade (up to {toThrow.maxRange} squares){tp(toThrow.cost)} <span className="case">Cases 11.2, 11.81</span>
          </p>
          <div className="order-buttons">
            {toThrow.targets.map((t) => (
              <button key={t.id} className="action" data-testid={`throw-${t.id}`} onClick={() => send({ type: 'task/throw-grenade', manId: man.id, target: t.square, grenade: toThrow.type })}>
                At {t.id} ({describeSquare(t.square)})
              </button>
            ))}
            <button className={throwing ? 'action active' : 'action'} aria-pressed={throwing} data-testid="throw-pick" onClick={() => onThrowing(!throwing)}>
              {throwing ? 'Tap the square on the map…' : 'At a square on the map'}
            </button>
          </div>
        </div>
      ) : (
        kinds.length > 0 && (
          <div className="order-buttons" role="group" aria-label="Prepare a grenade">
            {kinds.map((g) => (
              <button key={g.type} className="action" data-testid={`prepare-grenade-${g.type}`} onClick={() => send({ type: 'task/prepare-grenade', manId: man.id, grenade: g.type })}>
                Prepare a {g.type} grenade <span className="muted">({g.count})</span>
              </button>
            ))}
          </div>
        )
      )}
      {exchange && (
        <div role="group" aria-label="Exchange weapons" data-testid="exchange-orders">
          <p className="muted small">
            Exchange weapons in his square{tp(exchange.cost)} <span className="case">Section 13.2</span>
          </p>
          {exchange.partners.map((p) => (
            <div key={p.man.id} className="order-buttons">
              {p.take.map((w) => (
                <button key={`t-${w.id}`} className="action" data-testid={`take-${p.man.id}-${w.id}`} onClick={() => send(exchangeCommand(man.id, p.man.id, { take: w.id }))}>
                  Take {p.man.id}’s {w.kind}
                </button>
              ))}
              {p.give.map((w) => (
                <button key={`g-${w.id}`} className="action" data-testid={`give-${p.man.id}-${w.id}`} onClick={() => send(exchangeCommand(man.id, p.man.id, { give: w.id }))}>
                  Give {p.man.id} his {w.kind}
                </button>
              ))}
            </div>
          ))}
          {exchange.fallen.map((f) => (
            <div key={f.id} className="order-buttons" data-testid={`fallen-${f.id}`}>
              <p className="muted small">
                {f.id} lies here, {f.condition} <span className="case">Case 13.21</span>
              </p>
              {f.take.map((w) => (
                <button key={`f-${w.id}`} className="action" data-testid={`take-${f.id}-${w.id}`} onClick={() => send(exchangeCommand(man.id, f.id, { take: w.id }))}>
                  Take {f.id}’s {w.kind}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
