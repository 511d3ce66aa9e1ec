import { PAGE_GLOBALS_ELEMENT_ID } from '@amb/shared-contracts/core';

export const TEST_ORIGINS = {
  main: 'http://localhost:8080',
  newer: 'http://localhost:8081',
  worksCouncil: 'http://localhost:8082',
};

/** Puts page globals with the three test site origins into the document (as the bff renders them). */
export function installPageGlobals(): () => void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_GLOBALS_ELEMENT_ID;
  element.textContent = JSON.stringify({
    mainDomain: TEST_ORIGINS.main,
    newerDomain: TEST_ORIGINS.newer,
    worksCouncilDomain: TEST_ORIGINS.worksCouncil,
  });
  document.body.appendChild(element);
  return () => element.remove();
}
