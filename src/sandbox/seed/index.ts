import { setSeeders, type Seeder } from '../db';
import { seedCore } from './core';
import { seedOrg } from './org';

// Core and org first (everything else refers to them); then each file in modules/ in name order,
// each default-exporting its Seeder.
const found = import.meta.glob<{ default: Seeder }>('./modules/*.ts', { eager: true });

setSeeders([
  seedCore,
  seedOrg,
  ...Object.keys(found)
    .sort()
    .map((file) => found[file].default),
]);
