import type { ExpectedPageTable } from '@amb/remote-kit/testing';

/** The page table as users see it: path, then the h1 (and document title) of its page. */
export const EXPECTED_PAGES: ExpectedPageTable = {
  pages: [
    ['/fachartikel/kuendigungsschutz', 'Fachartikel'],
    ['/news/neues-urteil/12', 'News'],
    ['/br-magazin-interview/gespraech', 'Interview'],
    ['/gesetze/betrvg', 'Gesetze'],
    ['/betriebsratslexikon/br/mitbestimmung', 'Betriebsratslexikon'],
    ['/rechtsprechung/br/urteil/bag-1', 'Rechtsprechung'],
    ['/wahlseiten-news/archiv/', 'Wahlseiten-News'],
    ['/themen/arbeitszeit', 'Themen'],
    ['/jobs-karriere/offene-stellen/referent/3', 'Jobs & Karriere'],
    ['/chatbot', 'Chatbot'],
    ['/chatbot-sbv', 'Chatbot'],
    ['/forum', 'Forum'],
    ['/manage/legislation', 'Inhalte verwalten'],
    ['/service/amb-app/download', 'amb-App herunterladen'],
  ],
  pathWithoutPage: '/service/amb-app',
};
