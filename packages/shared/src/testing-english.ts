// Unit tests read texts in English, the catalogues' source, as the server does where it knows no reader.
import './english-first.js';
