/**
 * IPC channel names, one namespace per audience, so a player preload cannot
 * even name an umpire channel. Kept apart from api.ts so the sandboxed
 * preloads bundle these strings and nothing else.
 */
export const UMPIRE_METHODS = [
  'getView',
  'legalActions',
  'manSight',
  'getSession',
  'command',
  'setLan',
  'openPlayerWindow',
  'rotateSideLink',
  'undo',
  'redo',
  'rewindTo',
  'audit',
  'replayAt',
  'setDiceMode',
  'provideDice',
  'pendingDice',
  'cancelDice',
  'setOrderMode',
  'orderQueue',
  'approveOrder',
  'refuseOrder',
  'finishGame',
  'archive',
  'statistics',
  'exportGame',
  'importGame',
  'report',
  'listPlayers',
  'addPlayer',
  'renamePlayer',
  'gamePlayers',
  'setGamePlayers',
  'openCampaign',
  'backupCampaign',
  'listBackups',
  'restoreCampaign',
  'listScenarios',
  'getScenario',
  'listMaps',
  'getMap',
  'saveMap',
  'deleteMap',
  'listTables',
  'getTable',
  'saveTable',
  'deleteTable',
  'listTableOverrides',
  'setTableOverride',
  'deleteTableOverride',
  'listGames',
  'newGame',
  'openGame',
  'currentGame',
  'screenHandOver',
  'screenReveal',
  'screenStatus',
  'openScreenWindow',
] as const;
export const PLAYER_METHODS = ['getView', 'deploy', 'placeMine', 'removeMine', 'order', 'myOrders', 'submitOrders', 'rollMyDie'] as const;
/** The shared screen has no preload: Electron loads it over loopback HTTP with its own token. Listed for the contract check. */
export const SCREEN_METHODS = ['getScreen'] as const;

export const ipcChannel = {
  umpire: (method: string) => `sightline:umpire:${method}`,
  player: (method: string) => `sightline:player:${method}`,
  playerWatch: 'sightline:player:watch',
  /** The umpire window asks for its pushes: the whole view, then patches (issue 13). */
  umpireWatch: 'sightline:umpire:watch',
  umpirePush: 'sightline:umpire:push',
  playerPush: 'sightline:player:push',
} as const;

/** The argument that tells a player window's preload which side it serves. */
export const SIDE_ARG_PREFIX = '--sightline-side=';
