// The async boundary: shared singletons (React, antd, ...) are negotiated before any app code runs.
import('./bootstrap');
