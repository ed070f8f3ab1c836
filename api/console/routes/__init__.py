"""The console's pages, one router per resource."""
