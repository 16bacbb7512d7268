package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/**
 * Stores a record component under another attribute name than the component's own.
 *
 * <pre>{@code
 * record Follow(@Edge.Source String follower, @Edge.Target String followee,
 *               @Attribute("at") Instant followedAt) {}
 * }</pre>
 *
 * <p>The name may not be one of the key attributes ({@code PK}, {@code SK}, {@code <index>PK},
 * {@code <index>SK}) or the type discriminator {@code _type}; the processor rejects such names at
 * compile time.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@java.lang.annotation.Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Attribute {

  /** The attribute name in the DynamoDB item. */
  String value();
}
