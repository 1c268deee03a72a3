"""Report writers: the report document (:mod:`.model`), the HTML page, JUnit XML and Markdown."""
