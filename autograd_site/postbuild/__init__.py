"""HTML transforms and checks over built pages: no generator is imported here (issue 54)."""
