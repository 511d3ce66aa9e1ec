// The entry's stylesheet is linked by the document (deploy.json "css"); the rest waits for shared modules.
import './shell.css';

import('./bootstrap');
