/**
 * A form the browser itself is sending (posted before the page's scripts took over, or without
 * them) is on its way: a second press, a double tap or one made as the scripts wake, must neither
 * send it again nor hand the same form to the scripts halfway, which could leave the visitor on a
 * page that never hears back. Inline and first in the body, so it holds from the first paint.
 *
 * A capture listener refuses any submit of a form marked as being sent; a bubbling one, which runs
 * after every handler (React's included), marks a form whose submit nobody took over, so only the
 * browser's own sending marks it. The mark clears when the page is shown again from the history,
 * and after 10 s if the page is still there; a form that leaves the page where it is (a download)
 * says so with data-submit-again and is never marked.
 */
const script = `(function(w){
w.addEventListener("submit",function(e){var f=e.target;if(f&&f.dataset&&f.dataset.sending!==undefined){e.preventDefault();e.stopImmediatePropagation()}},true);
w.addEventListener("submit",function(e){var f=e.target;if(!f||!f.dataset||e.defaultPrevented||f.dataset.submitAgain!==undefined)return;f.dataset.sending="";setTimeout(function(){delete f.dataset.sending},10000)});
w.addEventListener("pageshow",function(){var s=document.querySelectorAll("form[data-sending]");for(var i=0;i<s.length;i++)delete s[i].dataset.sending})
})(window)`;

export function SubmitOnce() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
