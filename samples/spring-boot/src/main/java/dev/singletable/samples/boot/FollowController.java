package dev.singletable.samples.boot;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The follow graph over HTTP. Ids are path segments, handed to {@link FollowService} unchecked: what
 * the library refuses is answered 400 by {@link SocialErrors}, before anything is sent to DynamoDB.
 *
 * <pre>
 * POST   /users/{id}                      201 the user, 409 if the id is taken; body {"name": ...} optional
 * GET    /users/{id}                      200 the user and its counts, 404 if there is none
 * PUT    /users/{id}/following/{target}   201 followed, 200 already followed, 404 if either user is missing
 * DELETE /users/{id}/following/{target}   204 unfollowed, 404 if there was no such follow
 * GET    /users/{id}/followers?pageSize=&amp;cursor=   200 {"items": [ids], "nextCursor": ... or null}
 * GET    /users/{id}/following?pageSize=&amp;cursor=   the same, of whom the user follows
 * </pre>
 */
@RestController
@RequestMapping("/users")
public class FollowController {
  private static final String DEFAULT_PAGE_SIZE = "20";

  private final FollowService service;

  public FollowController(FollowService service) {
    this.service = service;
  }

  @PostMapping("/{id}")
  public ResponseEntity<User> create(@PathVariable String id, @RequestBody(required = false) NewUser body) {
    String name = body == null || body.name() == null ? id : body.name();
    if (!service.join(id, name)) {
      return ResponseEntity.status(HttpStatus.CONFLICT).build();
    }
    return ResponseEntity.status(HttpStatus.CREATED).body(new User(id, name, 0, 0));
  }

  @GetMapping("/{id}")
  public ResponseEntity<User> user(@PathVariable String id) {
    return ResponseEntity.of(service.user(id));
  }

  @PutMapping("/{id}/following/{target}")
  public ResponseEntity<Void> follow(@PathVariable String id, @PathVariable String target) {
    return ResponseEntity.status(service.follow(id, target) ? HttpStatus.CREATED : HttpStatus.OK).build();
  }

  @DeleteMapping("/{id}/following/{target}")
  public ResponseEntity<Void> unfollow(@PathVariable String id, @PathVariable String target) {
    return ResponseEntity.status(service.unfollow(id, target) ? HttpStatus.NO_CONTENT : HttpStatus.NOT_FOUND)
        .build();
  }

  @GetMapping("/{id}/followers")
  public UserPage followers(@PathVariable String id,
      @RequestParam(defaultValue = DEFAULT_PAGE_SIZE) int pageSize,
      @RequestParam(required = false) String cursor) {
    return service.followers(id, pageSize, cursor);
  }

  @GetMapping("/{id}/following")
  public UserPage following(@PathVariable String id,
      @RequestParam(defaultValue = DEFAULT_PAGE_SIZE) int pageSize,
      @RequestParam(required = false) String cursor) {
    return service.following(id, pageSize, cursor);
  }
}
