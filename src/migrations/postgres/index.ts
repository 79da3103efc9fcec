import * as migration_20261122_102250_initial from './20261122_102250_initial';

export const migrations = [
  {
    up: migration_20261122_102250_initial.up,
    down: migration_20261122_102250_initial.down,
    name: '20261122_102250_initial'
  },
];
