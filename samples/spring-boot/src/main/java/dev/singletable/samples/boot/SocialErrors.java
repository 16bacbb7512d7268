package dev.singletable.samples.boot;

import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.MissingNodeException;
import dev.singletable.runtime.SingleTableException;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * The library's refusals as HTTP answers, with the library's message as a plain-text body (it names
 * the input and the fix):
 *
 * <ul>
 *   <li>400: bad input, refused before any request is sent. {@link InvalidKeyException} (an empty id,
 *       one whose key is over DynamoDB's limit, one that is not valid Unicode), {@link
 *       InvalidRequestException} (a page size below 1) and {@link InvalidCursorException} (a cursor
 *       this listing did not make, or one damaged on the way).</li>
 *   <li>404: {@link MissingNodeException}, a follow of or by a user that does not exist; the
 *       transaction was cancelled, nothing changed. 404 rather than 409 because the path names the
 *       missing resource: creating the user makes the same request succeed.</li>
 * </ul>
 *
 * Other {@link SingleTableException}s and the SDK's exceptions are not the caller's fault and stay
 * 500s.
 */
@RestControllerAdvice
public class SocialErrors {

  @ExceptionHandler({InvalidKeyException.class, InvalidRequestException.class, InvalidCursorException.class})
  public ResponseEntity<String> badInput(SingleTableException refused) {
    return answer(HttpStatus.BAD_REQUEST, refused);
  }

  @ExceptionHandler(MissingNodeException.class)
  public ResponseEntity<String> missingUser(MissingNodeException missing) {
    return answer(HttpStatus.NOT_FOUND, missing);
  }

  private static ResponseEntity<String> answer(HttpStatus status, SingleTableException exception) {
    return ResponseEntity.status(status).contentType(MediaType.TEXT_PLAIN).body(exception.getMessage());
  }
}
