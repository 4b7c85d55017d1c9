import { startApp } from './app/app';

void startApp(document.getElementById('root')!);
