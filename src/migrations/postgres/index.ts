import * as migration_20261122_105551_initial from './20261122_105551_initial';
import * as migration_20261122_221759_car_list_blocks from './20261122_221759_car_list_blocks';

export const migrations = [
  {
    up: migration_20261122_105551_initial.up,
    down: migration_20261122_105551_initial.down,
    name: '20261122_105551_initial',
  },
  {
    up: migration_20261122_221759_car_list_blocks.up,
    down: migration_20261122_221759_car_list_blocks.down,
    name: '20261122_221759_car_list_blocks'
  },
];
