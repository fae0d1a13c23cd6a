import { describe, expect, it } from 'vitest';
import { playerApi, screenApi, umpireApi } from './api';
import { PLAYER_METHODS, SCREEN_METHODS, UMPIRE_METHODS } from './channels';

describe('IPC method lists', () => {
  it('name exactly the methods of each audience contract, so a preload can reach every method and nothing else', () => {
    expect([...UMPIRE_METHODS].sort()).toEqual(Object.keys(umpireApi).sort());
    expect([...PLAYER_METHODS].sort()).toEqual(Object.keys(playerApi).sort());
    expect([...SCREEN_METHODS].sort()).toEqual(Object.keys(screenApi).sort());
  });
});
