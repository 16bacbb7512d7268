package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/**
 * Marks the {@code long} component of a {@link Node} record that locks it optimistically.
 *
 * <pre>{@code
 * @Version long version
 * }</pre>
 *
 * <p>A put, update or delete of the node is conditioned on the version the caller read and writes the
 * next one, so of two writers that read the same version one wins and the other gets a typed version
 * conflict. Counter changes from edges do not change the version, so a follow never conflicts with a
 * profile edit. At most one component per node.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@java.lang.annotation.Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface Version {}
