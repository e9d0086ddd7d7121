import { setSeeders, type Seeder } from '../db';
import { seedDepartures } from '../lifecycle/seed';
import { seedCore } from './core';
import { seedOrg } from './org';

// Core and org first (everything else refers to them); then each file in modules/ in name order,
// each default-exporting its Seeder; last, the seed's departures through the lifecycle rules (every
// module's references are in place by then).
const found = import.meta.glob<{ default: Seeder }>('./modules/*.ts', { eager: true });

setSeeders([
  seedCore,
  seedOrg,
  ...Object.keys(found)
    .sort()
    .map((file) => found[file].default),
  seedDepartures,
]);
