// Unit tests of browser code get a fresh in-memory IndexedDB.
import 'fake-indexeddb/auto';
