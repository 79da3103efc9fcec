import * as migration_20261122_105546_initial from './20261122_105546_initial';

export const migrations = [
  {
    up: migration_20261122_105546_initial.up,
    down: migration_20261122_105546_initial.down,
    name: '20261122_105546_initial'
  },
];
