// The console's only script: copy buttons (the page works without it; the link is also selectable).
document.addEventListener("click", function (event) {
  var button = event.target.closest("[data-copy]");
  if (!button) return;
  var field = document.getElementById(button.getAttribute("data-copy"));
  if (!field) return;
  var done = function () {
    var label = button.textContent;
    button.textContent = button.getAttribute("data-copied") || "Copied";
    setTimeout(function () { button.textContent = label; }, 1500);
  };
  // the older way, where the asynchronous clipboard is missing or refused (no focus, no permission)
  var select = function () {
    field.select();
    if (document.execCommand("copy")) done();
  };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(field.value).then(done, select);
  } else {
    select();
  }
});
