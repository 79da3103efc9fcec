import * as migration_20261122_105546_initial from './20261122_105546_initial';
import * as migration_20261122_221751_car_list_blocks from './20261122_221751_car_list_blocks';

export const migrations = [
  {
    up: migration_20261122_105546_initial.up,
    down: migration_20261122_105546_initial.down,
    name: '20261122_105546_initial',
  },
  {
    up: migration_20261122_221751_car_list_blocks.up,
    down: migration_20261122_221751_car_list_blocks.down,
    name: '20261122_221751_car_list_blocks'
  },
];
