require('@testing-library/jest-dom');

// CI has two cores: antd forms, Mirage and sagas can take more than Testing Library's default 1 s to
// settle under load. A longer wait only matters when the UI is slow; a wrong result still fails.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
