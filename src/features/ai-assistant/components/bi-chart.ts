import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only what the BI preview draws: one bar chart. Imported by the BI configuration page alone, so
// chart.js stays in that page's lazy chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
