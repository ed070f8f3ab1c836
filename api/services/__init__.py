"""Services: session flow, grading orchestration, notebook, explanations and reports."""
