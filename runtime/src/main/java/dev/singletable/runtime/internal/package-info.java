/**
 * Helpers that only generated code calls; no compatibility promise, they change with the processor.
 *
 * <p>The table layout itself is {@code dev.singletable.layout.Layout}, shared with the processor. {@link
 * dev.singletable.runtime.internal.Keys} encodes and decodes key values, {@link
 * dev.singletable.runtime.internal.Values} converts attributes, {@link
 * dev.singletable.runtime.internal.Items} checks items before they are written (Unicode, 400 KB), {@link
 * dev.singletable.runtime.internal.Arguments} refuses null arguments, {@link
 * dev.singletable.runtime.internal.CursorCodec} writes and reads listing cursors, and {@link
 * dev.singletable.runtime.internal.Operations} builds the requests as values (every read a GetItem
 * or a Query, never a Scan), which the runtime's drivers send.
 * {@link dev.singletable.runtime.internal.RuntimeVersion} carries this jar's version: the processor
 * generates code only against a runtime of its own version. ARCHITECTURE.md, at the top of the
 * repository, describes what generated code may call here.
 */
package dev.singletable.runtime.internal;
