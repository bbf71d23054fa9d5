// What a `?raw` import (a source file's text) gives under Jest: the page shows it as code; the build reads the file.
module.exports = '// source';
