import { ArcElement, Chart, DoughnutController } from 'chart.js';
import '@/lib/charts/line-bar';

// The dashboard draws bars and lines, and doughnuts besides.
Chart.register(ArcElement, DoughnutController);
